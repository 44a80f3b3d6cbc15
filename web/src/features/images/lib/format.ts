// How the image library shows sizes, dates and compression.
import { dayjs } from '../../../lib/dayjs';

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** 0.62 → '62%' (share of bytes saved). */
export function formatCompression(ratio: number | null | undefined): string {
  if (ratio == null || !Number.isFinite(ratio)) return '—';
  return `${Math.round(ratio * 100)}%`;
}

/** '23 de novembro de 2026' (pt-BR long date). */
export function formatImageDate(date: Date | null): string {
  return date ? dayjs(date).format('D [de] MMMM [de] YYYY') : '';
}

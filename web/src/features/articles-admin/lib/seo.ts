// SEO advice of spec §5 (advisory only) and the search-result preview's description cut.
import { SEO_LIMITS } from '@pauta/model';

export interface SeoAdvice {
  counter: string;
  message: string | null;
  /** Mantine colour: neutral when empty, warning outside the range, success inside. */
  color: 'gray' | 'orange' | 'green';
}

function advise(length: number, min: number, max: number): SeoAdvice {
  const counter = `${length}/${max}`;
  if (length === 0) return { counter, message: null, color: 'gray' };
  if (length < min) return { counter, message: `Recomendado: pelo menos ${min} caracteres`, color: 'orange' };
  if (length > max) return { counter, message: `Recomendado: máximo de ${max} caracteres`, color: 'orange' };
  return { counter, message: null, color: 'green' };
}

export const titleAdvice = (text: string) => advise(text.length, SEO_LIMITS.titleMin, SEO_LIMITS.titleMax);
export const descriptionAdvice = (text: string) =>
  advise(text.length, SEO_LIMITS.descriptionMin, SEO_LIMITS.descriptionMax);

/** Over 160 characters: the first 157 plus '...'. */
export function previewDescription(text: string): string {
  return text.length > SEO_LIMITS.descriptionMax ? `${text.slice(0, SEO_LIMITS.previewCut)}...` : text;
}

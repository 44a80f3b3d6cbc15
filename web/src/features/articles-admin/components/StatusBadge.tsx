import { Badge } from '@mantine/core';
import type { ArticleStatus } from '@pauta/model';
import { STATUS_LABELS } from '../lib/status-labels';

/** Label colours that pass WCAG AA on the light badge. */
const COLORS: Record<ArticleStatus, { color: string; text: string }> = {
  published: { color: 'green', text: '#14532d' },
  scheduled: { color: 'blue', text: '#1e3a8a' },
  draft: { color: 'gray', text: 'var(--mantine-color-gray-8)' },
};

/** 'Publicado' / 'Agendado' / 'Rascunho'. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const { color, text } = COLORS[status] ?? COLORS.draft;
  return (
    <Badge color={color} variant="light" tt="none" styles={{ label: { color: text } }}>
      {STATUS_LABELS[status] ?? STATUS_LABELS.draft}
    </Badge>
  );
}

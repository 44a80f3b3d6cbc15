import { Badge } from '@mantine/core';
import type { ArticleStatus } from '@pauta/model';

/** 'Publicado' / 'Rascunho', with label colours that pass WCAG AA on the light badge. */
export function StatusBadge({ status }: { status: ArticleStatus }) {
  const published = status === 'published';
  return (
    <Badge
      color={published ? 'green' : 'gray'}
      variant="light"
      tt="none"
      styles={{ label: { color: published ? '#14532d' : 'var(--mantine-color-gray-8)' } }}
    >
      {published ? 'Publicado' : 'Rascunho'}
    </Badge>
  );
}

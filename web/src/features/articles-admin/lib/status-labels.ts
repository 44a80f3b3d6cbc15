// How the newsroom names an article's status, in the select, the badges and the history.
import type { ArticleStatus } from '@pauta/model';

export const STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Rascunho',
  scheduled: 'Agendado',
  published: 'Publicado',
};

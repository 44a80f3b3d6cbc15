// The review's words on every newsroom screen: its states (badges), its actions (buttons), the
// toast after each, and how the history names the revisions that record them.
import type { ReviewAction, ReviewState, RevisionKind } from '@pauta/model';

export const REVIEW_STATE_LABELS: Record<Exclude<ReviewState, 'none'>, string> = {
  requested: 'Em revisão',
  approved: 'Aprovado',
  changes: 'Alterações pedidas',
};

export const REVIEW_ACTION_LABELS: Record<ReviewAction, string> = {
  request: 'Enviar para revisão',
  approve: 'Aprovar',
  changes: 'Pedir alterações',
};

export const REVIEW_TOASTS: Record<ReviewAction, string> = {
  request: 'Artigo enviado para revisão',
  approve: 'Revisão aprovada',
  changes: 'Alterações pedidas ao autor',
};

/** How the history marks a revision that is not a plain save. */
export const REVISION_KIND_LABELS: Partial<Record<RevisionKind, string>> = {
  conflict: 'Cópia de conflito',
  takeover: 'Cópia ao perder a edição',
  'review-requested': 'Revisão pedida',
  'review-approved': 'Aprovado',
  'review-changes': 'Alterações pedidas',
};

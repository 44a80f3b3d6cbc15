// The review's words on every newsroom screen: its states (badges), its actions (buttons) and the
// toast after each (the history's badges for its revisions: components/HistoryDrawer.tsx).
import type { ReviewAction, ReviewState } from '@pauta/model';

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

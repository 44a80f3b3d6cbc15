import { Badge } from '@mantine/core';
import type { ReviewState } from '@pauta/model';
import { REVIEW_STATE_LABELS } from '../lib/review-texts';

// Label colours darkened to pass WCAG AA on the light badge.
const COLORS = {
  requested: ['yellow', '#5c3c00'],
  approved: ['teal', '#075e45'],
  changes: ['orange', '#7c2d12'],
} as const;

/** 'Em revisão' / 'Aprovado' / 'Alterações pedidas'; nothing for an article never sent to review. */
export function ReviewBadge({ state }: { state: ReviewState }) {
  if (state === 'none') return null;
  const [color, text] = COLORS[state];
  return (
    <Badge color={color} variant="light" tt="none" styles={{ label: { color: text } }} data-testid="review-badge">
      {REVIEW_STATE_LABELS[state]}
    </Badge>
  );
}

// 'Revisão' in the editor's side panel: where the article stands (who asked, who decided, when,
// the note) and the actions this person may take now, each saved with the text as one versioned
// write: 'Enviar para revisão' for whoever may edit it, 'Aprovar' / 'Pedir alterações' for editors
// and admins on a review someone else asked for.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { REVIEW_NOTE_MAX, type ArticleReview, type ReviewAction, type ReviewState } from '@pauta/model';
import { formatAdminDateTime } from '../../../lib/dayjs';
import { REVIEW_ACTION_LABELS } from '../lib/review-texts';
import { ReviewBadge } from './ReviewBadge';

interface Props {
  state: ReviewState;
  review: ArticleReview<Date | null> | null;
  /** The stored text differs from the one approved. */
  changedSinceApproval: boolean;
  actions: ReviewAction[];
  busy: boolean;
  onAction(action: ReviewAction, note: string): void;
}

function whoAndWhen(review: ArticleReview<Date | null>): string {
  const when = review.at ? ` em ${formatAdminDateTime(review.at)}` : '';
  if (review.state === 'requested') return `Pedida por ${review.requestedByName}${when}.`;
  const decided = review.state === 'approved' ? 'Aprovado' : 'Alterações pedidas';
  return `${decided} por ${review.byName}${when} (pedida por ${review.requestedByName}).`;
}

export function ReviewPanel({ state, review, changedSinceApproval, actions, busy, onAction }: Props) {
  const [note, setNote] = useState('');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revisao-titulo">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="revisao-titulo">
            Revisão
          </Title>
          <ReviewBadge state={state} />
        </Group>
        {review && state !== 'none' ? (
          <>
            <Text size="sm">{whoAndWhen(review)}</Text>
            {review.note && (
              <Text size="sm" fs="italic" data-testid="review-note">
                “{review.note}”
              </Text>
            )}
            {changedSinceApproval && (
              <Text size="sm" c="#7c2d12">
                O texto mudou depois da aprovação.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="gray.7">
            Este artigo ainda não passou por revisão.
          </Text>
        )}
        {actions.length > 0 && (
          <>
            <Textarea
              label="Nota para a revisão (opcional)"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={REVIEW_NOTE_MAX}
              autosize
              minRows={2}
              disabled={busy}
            />
            <Group gap="xs">
              {actions.map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant={action === 'changes' ? 'default' : 'filled'}
                  disabled={busy}
                  onClick={() => onAction(action, note.trim())}
                >
                  {REVIEW_ACTION_LABELS[action]}
                </Button>
              ))}
            </Group>
            <Text size="xs" c="gray.7">
              O texto do formulário é salvo junto.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

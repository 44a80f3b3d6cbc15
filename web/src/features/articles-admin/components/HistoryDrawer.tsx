// 'Histórico': the article's newest revisions, with the copies of text that could not be saved, the
// review transitions (with their notes), the publications and the schedule changes marked as such;
// 'Restaurar' loads one into the form (saved only when the editor saves).
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dayjs } from '../../../lib/dayjs';
import type { ArticleFormFields, RevisionKind } from '@pauta/model';
import { revisionsOptions } from '../queries';
import { STATUS_LABELS } from '../lib/status-labels';

/** How the history marks what is not an ordinary save. */
const KIND_LABELS: Partial<Record<RevisionKind, { label: string; color: string; text: string }>> = {
  conflict: { label: 'Cópia de conflito', color: 'orange', text: '#7c2d12' },
  takeover: { label: 'Cópia ao perder a edição', color: 'orange', text: '#7c2d12' },
  'review-requested': { label: 'Revisão pedida', color: 'blue', text: 'var(--mantine-color-blue-9)' },
  'review-approved': { label: 'Aprovado', color: 'blue', text: 'var(--mantine-color-blue-9)' },
  'review-changes': { label: 'Alterações pedidas', color: 'blue', text: 'var(--mantine-color-blue-9)' },
  publish: { label: 'Publicação', color: 'green', text: '#14532d' },
  schedule: { label: 'Reagendamento', color: 'blue', text: '#1e3a8a' },
  unschedule: { label: 'Agendamento cancelado', color: 'blue', text: '#1e3a8a' },
};

interface Props {
  articleId: string;
  opened: boolean;
  onClose(): void;
  onRestore(form: ArticleFormFields): void;
}

export function HistoryDrawer({ articleId, opened, onClose, onRestore }: Props) {
  const revisions = useQuery({ ...revisionsOptions(articleId), enabled: opened });
  return (
    <Drawer opened={opened} onClose={onClose} title="Histórico" position="right" size="md">
      {revisions.isPending ? (
        <Loader size="sm" aria-label="Carregando histórico" />
      ) : revisions.isError ? (
        <Alert color="red">Não foi possível carregar o histórico.</Alert>
      ) : revisions.data.length === 0 ? (
        <Text c="gray.7">Nenhuma revisão salva ainda.</Text>
      ) : (
        <Stack gap="sm">
          {revisions.data.map((rev) => (
            <Group key={rev.id} justify="space-between" wrap="nowrap" data-testid="revision">
              <div style={{ minWidth: 0 }}>
                {KIND_LABELS[rev.kind] && (
                  <Badge
                    color={KIND_LABELS[rev.kind]!.color}
                    variant="light"
                    tt="none"
                    size="sm"
                    styles={{ label: { color: KIND_LABELS[rev.kind]!.text } }}
                  >
                    {KIND_LABELS[rev.kind]!.label}
                  </Badge>
                )}
                <Text fw={600} size="sm" lineClamp={1}>
                  {rev.form.title || '(sem título)'}
                </Text>
                <Text size="xs" c="gray.7">
                  {rev.savedAt ? dayjs(rev.savedAt).format('DD/MM/YYYY HH:mm:ss') : ''} · {rev.savedByName} ·{' '}
                  {STATUS_LABELS[rev.form.status] ?? STATUS_LABELS.draft}
                </Text>
                {rev.note && (
                  <Text size="xs" fs="italic" data-testid="revision-note">
                    “{rev.note}”
                  </Text>
                )}
              </div>
              <Button size="xs" variant="light" onClick={() => onRestore(rev.form)} style={{ flexShrink: 0 }}>
                Restaurar
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

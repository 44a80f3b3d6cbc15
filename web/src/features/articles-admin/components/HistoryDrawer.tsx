// 'Histórico': the article's newest revisions, with the copies of text that could not be saved and
// the review transitions (with their notes) marked as such; 'Restaurar' loads one into the form
// (saved only when the editor saves).
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dayjs } from '../../../lib/dayjs';
import type { ArticleFormFields } from '@pauta/model';
import { revisionsOptions } from '../queries';
import { REVISION_KIND_LABELS } from '../lib/review-texts';

const isReviewKind = (kind: string) => kind.startsWith('review-');

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
                {REVISION_KIND_LABELS[rev.kind] && (
                  <Badge
                    color={isReviewKind(rev.kind) ? 'blue' : 'orange'}
                    variant="light"
                    tt="none"
                    size="sm"
                    styles={{ label: { color: isReviewKind(rev.kind) ? 'var(--mantine-color-blue-9)' : '#7c2d12' } }}
                  >
                    {REVISION_KIND_LABELS[rev.kind]}
                  </Badge>
                )}
                <Text fw={600} size="sm" lineClamp={1}>
                  {rev.form.title || '(sem título)'}
                </Text>
                <Text size="xs" c="gray.7">
                  {rev.savedAt ? dayjs(rev.savedAt).format('DD/MM/YYYY HH:mm:ss') : ''} · {rev.savedByName} ·{' '}
                  {rev.form.status === 'published' ? 'Publicado' : 'Rascunho'}
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

// The dashboard's 'Aguardando revisão': how many articles await review and the five waiting longest
// (a contributor: their own), each linked to the editor, and the way to the list's 'Em revisão' tab.
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS, adminTabPath } from '@pauta/model';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatAdminDateTime } from '../../../lib/dayjs';
import type { AuthorScope } from '../api/list-articles';
import { reviewQueueOptions } from '../queries';
import { paramOfTab } from '../lib/list-tabs';

export function ReviewQueueCard({ author }: { author: AuthorScope }) {
  const queue = useQuery(reviewQueueOptions(author));
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="aguardando-revisao">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="aguardando-revisao">
          Aguardando revisão
        </Title>
        {queue.data ? (
          <Text fz={28} fw={700} data-testid="review-queue-count">
            {queue.data.total}
          </Text>
        ) : (
          !queue.isError && <Skeleton height={30} width={40} />
        )}
      </Group>
      {queue.isError ? (
        <LoadErrorAlert message="Não foi possível carregar a fila de revisão." onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <Stack gap="xs">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={22} />
          ))}
        </Stack>
      ) : queue.data.items.length === 0 ? (
        <Text c="gray.7">Nenhum artigo aguardando revisão.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.data.items.map((item) => (
            <li key={item.id} data-testid="review-queue-item">
              <Anchor component={Link} to={ADMIN_PATHS.editArticle(item.id)} fw={600}>
                {item.title}
              </Anchor>
              <Text size="xs" c="gray.7">
                {`Pedida por ${item.requestedByName}${item.requestedAt ? ` em ${formatAdminDateTime(item.requestedAt)}` : ''}`}
              </Text>
            </li>
          ))}
          {queue.data.total > queue.data.items.length && (
            <Anchor component={Link} to={adminTabPath(ADMIN_PATHS.articles, paramOfTab('review'))} size="sm">
              Ver todos em revisão
            </Anchor>
          )}
        </Stack>
      )}
    </Paper>
  );
}

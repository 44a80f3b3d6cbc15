// /correcoes' list (an island of the page): every correction, newest first, each dated in Brasília
// time and linking to the article it corrects; 'Carregar mais correções' reads the next page.
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { noteHeading } from '@pauta/model';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { LoadMoreButton } from '../../../components/ui';
import { correctionsOptions } from '../queries';

export function CorrectionsList() {
  const list = useInfiniteQuery(correctionsOptions(useQueryClient()));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <ArticleGridSkeleton count={3} />;
  if (list.isError && !items.length)
    return (
      <EmptyState message="Não foi possível carregar as correções.">
        <Anchor component="button" type="button" onClick={() => void list.refetch()}>
          Tentar novamente
        </Anchor>
      </EmptyState>
    );
  if (items.length === 0) return <EmptyState message="Nenhuma correção publicada." />;
  return (
    <>
      <ol className="corrections-list">
        {items.map((c) => (
          <li key={c.id}>
            <Text>
              <strong>
                <time dateTime={c.at}>{noteHeading('correction', Date.parse(c.at))}</time>
              </strong>{' '}
              {c.text}
            </Text>
            <Text size="sm" c="dimmed">
              Em:{' '}
              <Anchor component={Link} to={c.articlePath}>
                {c.articleTitle}
              </Anchor>
            </Text>
          </li>
        ))}
      </ol>
      {list.hasNextPage && (
        <LoadMoreButton
          label="Carregar mais correções"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      )}
    </>
  );
}

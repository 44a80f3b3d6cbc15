// /correcoes: every correction of a published article, newest first, each dated in Brasília time and
// linking to the article it corrects; 'Carregar mais correções' reads the next page.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CORRECTIONS_PATH, noteHeading } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { LoadMoreButton } from '../../../components/ui';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { correctionsOptions } from '../queries';
import './corrections.css';

export function CorrectionsPage() {
  const list = useInfiniteQuery(correctionsOptions(useQueryClient()));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  usePageMeta({
    title: 'Correções',
    description: 'Todas as correções publicadas no Pauta, das mais recentes às mais antigas.',
    canonical: CORRECTIONS_PATH,
  });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Correções</Title>
          <Text c="dimmed">
            Quando erramos, corrigimos e dizemos aqui. Todas as correções, das mais recentes às mais antigas.
          </Text>
        </div>
        {list.isPending ? (
          <ArticleGridSkeleton count={3} />
        ) : list.isError && !items.length ? (
          <EmptyState message="Não foi possível carregar as correções.">
            <Anchor component="button" type="button" onClick={() => void list.refetch()}>
              Tentar novamente
            </Anchor>
          </EmptyState>
        ) : items.length === 0 ? (
          <EmptyState message="Nenhuma correção publicada." />
        ) : (
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
        )}
        {list.hasNextPage && (
          <LoadMoreButton
            label="Carregar mais correções"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          />
        )}
      </Stack>
    </Container>
  );
}

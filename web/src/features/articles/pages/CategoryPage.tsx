// /categoria/{category}: heading from the label, cards, infinite scroll in steps of 9 (back to 9 on
// another category).
import { useEffect } from 'react';
import { Anchor, Center, Container, Stack, Text, Title } from '@mantine/core';
import { Spinner } from '../../../components/ui';
import { useParams } from 'react-router-dom';
import { categoryLabel, categoryPath, LIST_PAGE_SIZES } from '@pauta/model';
import { notifyError } from '../../../lib/notify';
import { slugify } from '@pauta/model';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { usePageMeta } from '../../../components/head';
import { useInfiniteSentinel } from '../../../components/use-infinite-sentinel';
import { useCategoryArticles } from '../hooks/use-home-lists';
import { useGrowingList } from '../hooks/use-growing-list';

export function CategoryPage() {
  const slug = slugify(useParams().category ?? ''); // '/categoria/Saúde' reads category 'saude'
  const label = categoryLabel(slug);
  const list = useCategoryArticles(slug, LIST_PAGE_SIZES.category);
  const shown = useGrowingList(list, LIST_PAGE_SIZES.category, slug);
  const { articles } = shown;
  // Grows when the sentinel shows, no load is in progress and the list reached its limit (spec §4).
  const canLoadMore = shown.hasMore && !list.isFetching;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(
    () => {
      if (canLoadMore) shown.grow();
    },
    canLoadMore,
    shown.limit,
  );

  useEffect(() => {
    if (list.isError) {
      notifyError('Erro ao carregar artigos', 'Não foi possível carregar os artigos desta categoria.');
    }
  }, [list.isError]);

  usePageMeta({
    title: label,
    description: `Últimas notícias e artigos de ${label} no Pauta.`,
    canonical: categoryPath(slug),
    keywords: `${label}, notícias, artigos`,
  });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{label}</Title>
          <Text c="dimmed">Os artigos mais recentes sobre {label.toLowerCase()}.</Text>
        </div>
        {list.isPending ? (
          <ArticleGridSkeleton count={LIST_PAGE_SIZES.category} />
        ) : articles.length === 0 ? (
          <EmptyState message="Nenhum artigo encontrado nesta categoria.">
            <Anchor component="button" type="button" onClick={() => void list.refetch()}>
              Tentar novamente
            </Anchor>
          </EmptyState>
        ) : (
          <>
            <ArticleGrid articles={articles} />
            <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} data-testid="scroll-sentinel" />
            {list.isFetchingNextPage && (
              <Center>
                <Spinner label="Carregando mais artigos" />
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

// 'Explore por Categoria': six category buttons (the default one first selected), 6 articles (from the home
// snapshot) then +6 per click, back to 6 whenever the category changes.
import { useState } from 'react';
import { Anchor, Box, Button, Group } from '@mantine/core';
import { LoadMoreButton } from '../../../../components/ui';
import { EDITOR_CATEGORIES, HOME_SHOWCASE_DEFAULT, LIST_PAGE_SIZES } from '@pauta/model';
import { ArticleCard } from '../../../../components/cards';
import { ColumnsGrid } from '../../../../components/ColumnsGrid';
import { EmptyState } from '../../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../../components/skeletons';
import { useShowcase } from '../../hooks/use-home-lists';
import { useGrowingList } from '../../hooks/use-growing-list';
import { SectionHeading } from './SectionHeading';

export function CategoryShowcase() {
  const [category, setCategory] = useState<string>(HOME_SHOWCASE_DEFAULT);
  const list = useShowcase(category);
  const shown = useGrowingList(list, LIST_PAGE_SIZES.showcase, category);
  const { articles } = shown;
  return (
    <section aria-labelledby="categorias-titulo">
      <SectionHeading id="categorias-titulo">Explore por Categoria</SectionHeading>
      <Group gap="xs" mb="lg" role="group" aria-label="Categorias">
        {EDITOR_CATEGORIES.map((c) => (
          <Button
            key={c.slug}
            size="sm"
            radius="xl"
            variant={c.slug === category ? 'filled' : 'light'}
            aria-pressed={c.slug === category}
            onClick={() => setCategory(c.slug)}
          >
            {c.label}
          </Button>
        ))}
      </Group>
      {list.isPending ? (
        <ArticleGridSkeleton count={LIST_PAGE_SIZES.showcase} />
      ) : articles.length === 0 ? (
        <EmptyState message="Nenhum artigo encontrado nesta categoria.">
          <Anchor component="button" type="button" onClick={() => void list.refetch()}>
            Tentar novamente
          </Anchor>
        </EmptyState>
      ) : (
        <>
          <ColumnsGrid>
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </ColumnsGrid>
          {shown.hasMore && (
            <Box mt="lg">
              <LoadMoreButton loading={list.isFetchingNextPage} onClick={shown.grow} />
            </Box>
          )}
        </>
      )}
    </section>
  );
}

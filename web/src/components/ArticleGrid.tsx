import { SimpleGrid } from '@mantine/core';
import type { ArticleCardData } from '../lib/article-shape';
import { ArticleCard } from './cards';

export function ArticleGrid({
  articles,
  hrefFor,
}: {
  articles: ArticleCardData[];
  hrefFor?: (a: ArticleCardData) => string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {articles.map((article, index) => (
        // The grid opens its page: the first cover is the largest paint, the others load lazily.
        <ArticleCard
          key={article.id}
          article={article}
          href={hrefFor?.(article)}
          headingLevel={2}
          eager={index === 0}
        />
      ))}
    </SimpleGrid>
  );
}

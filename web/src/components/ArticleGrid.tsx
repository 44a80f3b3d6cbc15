import type { ArticleCardData } from '../lib/article-shape';
import { ArticleCard } from './cards';
import { ColumnsGrid } from './ColumnsGrid';

export function ArticleGrid({
  articles,
  hrefFor,
}: {
  articles: ArticleCardData[];
  hrefFor?: (a: ArticleCardData) => string;
}) {
  return (
    <ColumnsGrid>
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
    </ColumnsGrid>
  );
}

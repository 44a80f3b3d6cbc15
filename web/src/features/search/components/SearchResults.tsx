// The result cards: the reader's usual article card, with the matched words highlighted.
import type { SearchHit } from '@pauta/model/search';
import { ArticleCard } from '../../../components/cards';
import { ColumnsGrid } from '../../../components/ColumnsGrid';
import { formatLongDate } from '../../../lib/dates';
import { cardCategoryPath, DEFAULT_AUTHOR } from '@pauta/model';
import { Highlighted } from './Highlighted';
import './search.css';

export function SearchResults({ hits }: { hits: SearchHit[] }) {
  return (
    <ColumnsGrid className="search-results">
      {hits.map((hit, index) => (
        <ArticleCard
          key={hit.id}
          headingLevel={2}
          eager={index === 0}
          article={{
            id: hit.id,
            slug: hit.slug,
            title: hit.title,
            excerpt: hit.excerpt,
            imageUrl: hit.imageUrl,
            imageVariants: hit.imageVariants,
            category: hit.category,
            categoryPath: cardCategoryPath(hit),
            author: hit.author || DEFAULT_AUTHOR,
            date: formatLongDate(hit.publishedAt),
          }}
          titleContent={<Highlighted text={hit.title} terms={hit.terms} />}
          excerptContent={<Highlighted text={hit.excerpt} terms={hit.terms} />}
        />
      ))}
    </ColumnsGrid>
  );
}

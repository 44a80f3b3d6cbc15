// What the search index stores of a published article: its card, with the category's label and the
// author's name as the results show them. Exported from the main entry only (the functions build the
// index; /busca's engine, @pauta/model/search, never needs it).
import { cardAuthor, cardDate, type ArticleCard } from '../article-card.js';
import { categoryLabel } from '../site.js';
import type { SearchDocument } from './search-document.js';

/** A published article's card as the index stores it. */
export function toSearchDocument(card: ArticleCard<Date>): SearchDocument {
  const published = cardDate(card);
  return {
    id: card.id,
    slug: card.slug,
    title: card.title,
    excerpt: card.excerpt,
    tags: card.tags,
    category: card.category,
    categoryLabel: card.category ? categoryLabel(card.category) : '',
    author: cardAuthor(card),
    publishedAt: published ? published.toISOString() : null,
    imageUrl: card.imageUrl,
    imageVariants: card.imageVariants,
  };
}

// Checks a fetchNews answer: not empty, no error field, a news array.
import type { NewsItem, NewsResponse } from '@pauta/model';

export const NEWS_RESPONSE_ERRORS = {
  empty: 'Resposta vazia da função',
  format: 'Formato de resposta inválido: notícias ausentes ou em formato incorreto',
} as const;

const isItem = (value: unknown): value is NewsItem => {
  const item = value as Partial<NewsItem> | null;
  return (
    !!item &&
    typeof item.title === 'string' &&
    typeof item.url === 'string' &&
    /^https?:\/\//.test(item.url) &&
    typeof item.source === 'string' &&
    (item.publishedAt === null || typeof item.publishedAt === 'string')
  );
};

/** The answer as a NewsResponse, or an Error whose message is the text to show. */
export function readNewsResponse(data: unknown): NewsResponse {
  if (data == null || data === '' || (typeof data === 'object' && Object.keys(data).length === 0)) {
    throw new Error(NEWS_RESPONSE_ERRORS.empty);
  }
  const answer = data as Partial<NewsResponse>;
  if (typeof answer.error === 'string' && answer.error) throw new Error(answer.error);
  if (!Array.isArray(answer.news)) throw new Error(NEWS_RESPONSE_ERRORS.format);
  const news = answer.news.filter(isItem);
  const pagination = answer.pagination;
  const totalPages = Math.max(1, Number(pagination?.totalPages) || 1);
  return {
    news,
    pagination: {
      currentPage: Math.min(Math.max(1, Number(pagination?.currentPage) || 1), totalPages),
      totalPages,
      totalItems: Number(pagination?.totalItems) || news.length,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { NEWS_RESPONSE_ERRORS, readNewsResponse } from './read-news-response';

const news = [{ title: 'A', url: 'https://a.com.br/1', source: 'a.com.br', publishedAt: null }];

describe('readNewsResponse', () => {
  it.each([null, undefined, '', {}])('an empty answer (%j) is "Resposta vazia da função"', (data) => {
    expect(() => readNewsResponse(data)).toThrow(NEWS_RESPONSE_ERRORS.empty);
  });

  it("an answer with error is that error's text", () => {
    expect(() => readNewsResponse({ news: [], error: 'Os provedores de notícias não responderam.' })).toThrow(
      'Os provedores de notícias não responderam.',
    );
  });

  it.each([{ pagination: {} }, { news: 'x' }])('an answer without a news array (%j) is invalid', (data) => {
    expect(() => readNewsResponse(data)).toThrow(NEWS_RESPONSE_ERRORS.format);
  });

  it('keeps valid items and sane pagination', () => {
    const answer = readNewsResponse({
      news: [...news, { title: 'B', url: 'javascript:alert(1)', source: 'x', publishedAt: null }],
      pagination: { currentPage: 2, totalPages: 3, totalItems: 25 },
    });
    expect(answer).toEqual({ news, pagination: { currentPage: 2, totalPages: 3, totalItems: 25 } });
  });
});

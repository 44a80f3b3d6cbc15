import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';
import { newsArticleJsonLd, websiteJsonLd } from './structured-data';

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));

describe('head manager', () => {
  it('sets title, description, keywords, canonical, Open Graph, Twitter and article times', () => {
    applyPageMeta({
      title: 'IA na sala de aula',
      description: 'Resumo',
      keywords: 'IA, Educação',
      canonical: '/artigo/ia',
      image: 'https://img.example/c.jpg',
      type: 'article',
      article: { publishedTime: '2025-03-05T12:00:00.000Z', section: 'Tecnologia', author: 'Ana' },
    });
    expect(document.title).toBe('IA na sala de aula | Pauta');
    expect(meta('description')).toBe('Resumo');
    expect(meta('keywords')).toBe('IA, Educação');
    expect(meta('og:type')).toBe('article');
    expect(meta('og:url')).toBe(`${window.location.origin}/artigo/ia`);
    expect(meta('og:image')).toBe('https://img.example/c.jpg');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('article:published_time')).toBe('2025-03-05T12:00:00.000Z');
    expect(meta('article:section')).toBe('Tecnologia');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/artigo/ia`,
    );
  });

  it('replaces its tags on the next page instead of duplicating them', () => {
    applyPageMeta({
      title: 'A',
      description: 'a',
      article: { publishedTime: '2025-01-01T00:00:00.000Z' },
      jsonLd: websiteJsonLd(window.location.origin),
    });
    applyPageMeta({ title: 'B', description: 'b' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')).toBe('b');
    expect(meta('article:published_time')).toBeNull(); // an invalid/absent date is omitted
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLd()).toEqual([]);
  });

  it('writes JSON-LD: WebSite with a search action, NewsArticle with author, dates and section', () => {
    applyPageMeta({
      title: 'x',
      jsonLd: [
        websiteJsonLd(window.location.origin),
        newsArticleJsonLd(
          {
            title: 'T </script><script>alert(1)</script>',
            description: 'd',
            url: '/artigo/t',
            author: 'Ana',
            datePublished: '2025-03-05T12:00:00.000Z',
            dateModified: null,
            section: 'Tecnologia',
          },
          window.location.origin,
        ),
      ],
    });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts[1].textContent).not.toContain('</script>');
    const [site, news] = jsonLd();
    expect(site['@type']).toBe('WebSite');
    expect(site.potentialAction.target.urlTemplate).toBe(`${window.location.origin}/busca?q={search_term_string}`);
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'T </script><script>alert(1)</script>',
      author: { '@type': 'Person', name: 'Ana' },
      datePublished: '2025-03-05T12:00:00.000Z',
      dateModified: '2025-03-05T12:00:00.000Z',
      articleSection: 'Tecnologia',
    });
  });
});

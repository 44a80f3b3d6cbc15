import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './page-meta';
import { canonicalBase, siteMetaFrom } from './site-meta';

const meta = (key: string) =>
  document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const feeds = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/rss+xml"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('site settings in page metadata', () => {
  it('reads settings/site: title suffix, default description, keywords and canonical base', () => {
    expect(
      siteMetaFrom({
        siteTitle: ' Pauta News ',
        siteDescription: '',
        siteKeywords: 'a, b',
        siteUrl: 'https://pauta.example/',
      }),
    ).toEqual({ title: 'Pauta News', description: undefined, keywords: 'a, b', baseUrl: 'https://pauta.example' });
    expect(siteMetaFrom(undefined)).toEqual({});
    expect(canonicalBase('javascript:alert(1)')).toBeUndefined();
    expect(canonicalBase('nada')).toBeUndefined();
  });

  it('uses them when a page does not say otherwise', () => {
    const site = { title: 'Pauta News', description: 'Padrão', keywords: 'k', baseUrl: 'https://pauta.example' };
    applyPageMeta({ title: 'Sobre', canonical: '/sobre' }, site);
    expect(document.title).toBe('Sobre | Pauta News');
    expect(meta('description')).toBe('Padrão');
    expect(meta('keywords')).toBe('k');
    expect(meta('og:site_name')).toBe('Pauta News');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://pauta.example/sobre',
    );
    applyPageMeta({ title: 'Artigo', description: 'Própria' }, site);
    expect(meta('description')).toBe('Própria');
  });

  it('links the RSS feeds for autodiscovery, with the category or tag feed on their pages', () => {
    window.history.replaceState(null, '', '/categoria/saude');
    applyPageMeta({ title: 'Saúde' });
    expect(feeds()).toEqual(['/rss.xml', '/rss/categoria/saude.xml']);
    window.history.replaceState(null, '', '/tag/Educa%C3%A7%C3%A3o');
    applyPageMeta({ title: 'Educação' });
    expect(feeds()).toEqual(['/rss.xml', '/rss/tag/Educa%C3%A7%C3%A3o.xml']);
    window.history.replaceState(null, '', '/admin/dashboard');
    applyPageMeta({ title: 'Dashboard', noindex: true });
    expect(feeds()).toEqual([]);
    window.history.replaceState(null, '', '/');
  });
});

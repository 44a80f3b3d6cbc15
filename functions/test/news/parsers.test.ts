// Parsers and merge on the committed recordings: GDELT JSON, RSS 2.0, Atom, malformed input,
// entities, markup in titles, duplicates and missing dates.
import { describe, expect, it } from 'vitest';
import { parseGdelt } from '../../src/news/parse-gdelt';
import { parseFeed } from '../../src/news/parse-feed';
import { matchingText, mergeNews } from '../../src/news/merge-news';
import { cleanText } from '../../src/news/clean-text';
import { ProviderError } from '../../src/news/news-errors';
import { fixture } from './fixtures';

const agencia = () =>
  parseFeed(fixture('feeds/agenciabrasil.ebc.com.br/rss/ultimasnoticias/feed.xml'), 'Agência Brasil');
const g1 = () => parseFeed(fixture('feeds/g1.globo.com/rss/g1/index.xml'), 'g1');
const gdeltNow = () => parseGdelt(fixture('gdelt/noticias-atuais.json'));

describe('parseGdelt', () => {
  it('reads an artlist recording: title, url, domain as source, seendate as ISO', () => {
    const items = parseGdelt(fixture('gdelt/tecnologia.json'));
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({
      title: 'Anatel abre consulta pública sobre uso de novas faixas do 5G',
      url: 'https://www.olhardigital.com.br/2026/11/23/anatel-abre-consulta-publica-sobre-uso-de-novas-faixas-do-5g',
      source: 'olhardigital.com.br',
      publishedAt: '2026-11-23T09:10:00.000Z',
    });
  });

  it('treats GDELT’s empty answer {} as no news', () => {
    expect(parseGdelt('{}')).toEqual([]);
  });

  it('rejects GDELT’s plain-text error answers and non-list articles', () => {
    expect(() => parseGdelt(fixture('malformed/gdelt-error.txt'))).toThrow(ProviderError);
    expect(() => parseGdelt('{"articles": "x"}')).toThrow(ProviderError);
  });

  it('skips articles without title or with a non-http URL', () => {
    const body = JSON.stringify({
      articles: [
        { title: '', url: 'https://a.com.br/1', seendate: '20261123T000000Z', domain: 'a.com.br' },
        { title: 'Sem link', url: 'javascript:alert(1)', domain: 'a.com.br' },
        { title: 'Sem data', url: 'https://a.com.br/2', domain: 'a.com.br' },
      ],
    });
    expect(parseGdelt(body)).toEqual([
      { title: 'Sem data', url: 'https://a.com.br/2', source: 'a.com.br', publishedAt: null },
    ]);
  });
});

describe('parseFeed: RSS 2.0', () => {
  it('reads every item with the configured source and RFC 822 dates in UTC', () => {
    const items = agencia();
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({
      title: 'Defesa Civil emite alerta de chuvas fortes para o litoral paulista',
      source: 'Agência Brasil',
      publishedAt: '2026-11-23T10:35:00.000Z',
    });
    expect(items[0].url).toMatch(/^https:\/\/agenciabrasil\.ebc\.com\.br\//);
  });

  it('decodes numeric and named entities', () => {
    const titles = agencia().map((i) => i.title);
    expect(titles).toContain('IBGE divulga calendário de pesquisas para 2027');
    expect(titles).toContain('Inmet prevê semana de calor & tempo seco no Centro-Oeste');
  });

  it('reads CDATA titles and strips the HTML inside them', () => {
    const titles = g1().map((i) => i.title);
    expect(titles).toContain('Ao vivo: acompanhe a sessão do Congresso');
    expect(titles.every((t) => !/[<>]/.test(t))).toBe(true);
  });

  it('keeps an item without pubDate, with a null date', () => {
    const item = g1().find((i) => i.title.startsWith('Passageiros'));
    expect(item).toMatchObject({ publishedAt: null, source: 'g1' });
  });
});

describe('parseFeed: Atom', () => {
  const tecnoblog = () => parseFeed(fixture('feeds/tecnoblog.net/feed/atom/index.xml'), 'Tecnoblog');

  it('reads entries, their alternate link and published date', () => {
    const items = tecnoblog();
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual({
      title: 'Governo publica guia de segurança para senhas e autenticação',
      url: 'https://tecnoblog.net/noticias/governo-publica-guia-de-seguranca-para-senhas/',
      source: 'Tecnoblog',
      publishedAt: '2026-11-21T14:05:00.000Z',
    });
  });

  it('strips escaped markup from type="html" titles', () => {
    expect(tecnoblog()[1].title).toBe('Review: notebook nacional aposta em bateria de longa duração');
  });

  it('falls back to <updated>, then to no date', () => {
    expect(tecnoblog()[3].publishedAt).toBe('2026-11-22T08:00:00.000Z');
    const fapesp = parseFeed(fixture('feeds/revistapesquisa.fapesp.br/feed/atom/index.xml'), 'Revista Pesquisa FAPESP');
    expect(fapesp[2]).toMatchObject({ title: 'Nota da redação sobre a edição de dezembro', publishedAt: null });
  });
});

describe('parseFeed: bad input', () => {
  it('rejects malformed XML', () => {
    expect(() => parseFeed(fixture('malformed/unclosed-item.xml'), 'X')).toThrow(ProviderError);
  });

  it('rejects XML that is neither RSS nor Atom', () => {
    expect(() => parseFeed('<?xml version="1.0"?><html><body/></html>', 'X')).toThrow(ProviderError);
  });

  it('accepts a channel with no items', () => {
    expect(parseFeed('<rss version="2.0"><channel><title>x</title></channel></rss>', 'X')).toEqual([]);
  });
});

describe('cleanText', () => {
  it('strips tags, decodes double-escaped entities and collapses whitespace', () => {
    expect(cleanText('  <b>Alta</b>&amp;amp;  baixa&#8230; &quot;ok&quot; ')).toBe('Alta & baixa… "ok"');
  });
});

describe('mergeNews', () => {
  it('drops duplicates by URL (tracking parameters ignored) and by normalized title', () => {
    const merged = mergeNews([gdeltNow(), agencia(), g1()]);
    expect(gdeltNow().length + agencia().length + g1().length).toBe(18);
    expect(merged).toHaveLength(16);
    expect(merged.filter((i) => i.title.startsWith('Frente fria'))).toHaveLength(1);
    expect(merged.filter((i) => i.title.startsWith('Defesa Civil'))).toHaveLength(1);
  });

  it('orders newest first with undated items last', () => {
    const merged = mergeNews([gdeltNow(), agencia(), g1()]);
    const dates = merged.map((i) => i.publishedAt);
    expect(dates.at(-1)).toBeNull();
    const dated = dates.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(merged[0].title).toBe('Defesa Civil emite alerta de chuvas fortes para o litoral paulista');
  });

  it('takes the date of a duplicate when the first copy had none', () => {
    const merged = mergeNews([
      [{ title: 'Mesma Notícia!', url: 'https://a.com.br/x', source: 'a', publishedAt: null }],
      [{ title: 'mesma notícia', url: 'https://b.com.br/y', source: 'b', publishedAt: '2026-11-20T00:00:00.000Z' }],
    ]);
    expect(merged).toEqual([
      { title: 'Mesma Notícia!', url: 'https://a.com.br/x', source: 'a', publishedAt: '2026-11-20T00:00:00.000Z' },
    ]);
  });

  it('matches text against titles without accents or case', () => {
    expect(matchingText(agencia(), 'VACINACAO').map((i) => i.title)).toEqual([
      'Postos de saúde fazem mutirão de vacinação contra o sarampo',
    ]);
  });
});

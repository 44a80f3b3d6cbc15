// The reader's words and rules of a live coverage: links in an entry's text, its headline, its
// time and the coverage's end in Brasília time, the button's count; which stored embeds are shown.
import { describe, expect, it } from 'vitest';
import {
  isEmbedData,
  liveEndedLine,
  liveEntryHeadline,
  liveEntryTime,
  liveNewUpdatesLabel,
  liveSummaryUrl,
  liveTextParts,
} from '../src/index.js';

describe('live coverage, reader side', () => {
  it('addresses in the text become links; the sentence’s punctuation stays text', () => {
    expect(liveTextParts('Veja https://exemplo.com/a?b=1. E http://x.org/(y)')).toEqual([
      { text: 'Veja ' },
      { text: 'https://exemplo.com/a?b=1', href: 'https://exemplo.com/a?b=1' },
      { text: '. E ' },
      { text: 'http://x.org/(y', href: 'http://x.org/(y' },
      { text: ')' },
    ]);
    expect(liveTextParts('sem link, javascript:alert(1)')).toEqual([{ text: 'sem link, javascript:alert(1)' }]);
    expect(liveTextParts('')).toEqual([]);
  });

  it('headline: the first words, at most 110 characters, cut at a word', () => {
    expect(liveEntryHeadline('  Uma   nota\ncurta ')).toBe('Uma nota curta');
    const long = 'palavra '.repeat(30);
    const headline = liveEntryHeadline(long);
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline.endsWith('palavra…')).toBe(true);
  });

  it('times in Brasília: the first day’s without the date; the end as the notes say it', () => {
    const start = Date.parse('2030-03-10T12:00:00Z');
    expect(liveEntryTime(Date.parse('2030-03-10T23:59:00Z'), start)).toBe('20:59');
    expect(liveEntryTime(Date.parse('2030-03-11T03:30:00Z'), start)).toBe('11/03/2030 às 00:30');
    expect(liveEndedLine(Date.parse('2030-03-11T21:05:00Z'))).toBe('Cobertura encerrada em 11/03/2030 às 18:05');
  });

  it('the button: singular and plural', () => {
    expect(liveNewUpdatesLabel(1)).toBe('1 nova atualização');
    expect(liveNewUpdatesLabel(3)).toBe('3 novas atualizações');
    expect(liveSummaryUrl('abc')).toBe('/api/ao-vivo/abc');
  });
});

describe("isEmbedData (what the summary lets a reader see of an entry's embed)", () => {
  const video = {
    service: 'youtube',
    id: 'dQw4w9WgXcQ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Keynote',
    author: 'Canal',
    text: '',
    thumbnail: { url: 'http://127.0.0.1:9199/v0/b/demo/o/a.webp?alt=media', width: 1280, height: 720 },
  };

  it('a record as resolveEmbed makes it, with or without a thumbnail', () => {
    expect(isEmbedData(video)).toBe(true);
    expect(isEmbedData({ ...video, thumbnail: null })).toBe(true);
  });

  it.each<[string, unknown]>([
    ['none', null],
    ['another service', { ...video, service: 'tiktok' }],
    ["an id not of its service's pattern", { ...video, id: '"><script>' }],
    ['an address that is no web address', { ...video, url: 'javascript:alert(1)' }],
    ['a title that is no text', { ...video, title: 1 }],
    ['a thumbnail without its size', { ...video, thumbnail: { url: video.thumbnail.url } }],
    ['a thumbnail missing', { ...video, thumbnail: undefined }],
  ])('not: %s', (_name, value) => expect(isEmbedData(value)).toBe(false));
});

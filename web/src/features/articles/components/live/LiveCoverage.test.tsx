// @vitest-environment node
// The live section as the server renders it (JavaScript off): the pinned entry first and marked,
// then newest first, each with its time (Brasília), author, 'editado', links and image with alt;
// the polling address only while live; 'Cobertura encerrada em …' once ended. And the polled JSON:
// the same component's markup for each entry.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LiveSummaryDoc, PayloadTimestamp } from '@pauta/model';
import { toLiveCoverageView } from '../../lib/live/live-view';
import { LiveCoverage } from './LiveCoverage';
import { livePolledFrom } from './live-polled';

const ts = (iso: string): PayloadTimestamp => ({ __ts: [Date.parse(iso) / 1000, 0] });
const entry = (id: string, iso: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  text,
  imageUrl: '',
  imageAlt: '',
  embed: null,
  authorName: 'Ana Lima',
  createdAt: ts(iso),
  editedAt: null,
  ...extra,
});

const summary = (fields: Partial<LiveSummaryDoc<PayloadTimestamp>> = {}): LiveSummaryDoc<PayloadTimestamp> => ({
  status: 'live',
  startedAt: ts('2030-03-10T12:00:00Z'), // 09:00 in Brasília
  endedAt: null,
  pinned: entry('fixada', '2030-03-10T12:05:00Z', 'Resumo: o evento começou.'),
  entries: [
    entry('e3', '2030-03-11T13:30:00Z', 'Dia seguinte: https://exemplo.com/anuncio.', {
      imageUrl: 'https://storage.exemplo/foto.webp',
      imageAlt: 'Palco do evento',
    }),
    entry('e2', '2030-03-10T12:20:00Z', 'Segunda atualização', { editedAt: ts('2030-03-10T12:22:00Z') }),
    entry('e1', '2030-03-10T12:10:00Z', 'Primeira atualização'),
  ],
  more: false,
  updatedAt: ts('2030-03-11T13:30:00Z'),
  ...fields,
});

const render = (doc: LiveSummaryDoc<PayloadTimestamp>) =>
  renderToStaticMarkup(<LiveCoverage articleId="a1" coverage={toLiveCoverageView(doc)} />);

describe('LiveCoverage', () => {
  it("an entry's embed: the article body's facade, a plain link until the script wires it (no player)", () => {
    const embed = {
      service: 'youtube' as const,
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Keynote de abertura',
      author: 'Canal do evento',
      text: '',
      thumbnail: { url: 'https://storage.exemplo/embeds/youtube/a.webp', width: 1280, height: 720 },
    };
    const html = render(
      summary({ pinned: null, entries: [entry('v1', '2030-03-10T12:40:00Z', 'O vídeo', { embed })] }),
    );
    expect(html).toContain(
      '<figure class="pauta-embed" data-embed="youtube" data-embed-id="dQw4w9WgXcQ">' +
        '<a class="pauta-embed__link" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">' +
        '<img class="pauta-embed__thumb" src="https://storage.exemplo/embeds/youtube/a.webp" alt="" role="presentation" width="1280" height="720" loading="lazy" decoding="async"/>' +
        ' <span class="pauta-embed__service">YouTube</span> <span class="pauta-embed__title">Keynote de abertura</span>' +
        ' <span class="pauta-embed__author">Canal do evento</span> <span class="pauta-embed__action">Carregar conteúdo de YouTube</span>' +
        '</a></figure>',
    );
    expect(html).not.toMatch(/<iframe|youtube-nocookie/);
  });

  it('live: the label, the polling address, the pinned entry first, then newest first', () => {
    const html = render(summary());
    expect(html).toContain('>AO VIVO</span>');
    expect(html).toContain('data-live="/api/ao-vivo/a1"');
    expect(html).toContain('>Atualizações ao vivo</h2>');
    const order = [...html.matchAll(/data-entry="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['fixada', 'e3', 'e2', 'e1']);
    expect(html).toMatch(/data-pinned=""[^>]*>.*?Fixada/);
    // Times in Brasília: the first day's without the date, later ones with it.
    expect(html).toContain('>09:10</time>');
    expect(html).toContain('>11/03/2030 às 10:30</time>');
    expect(html).toContain('>editado</span>');
    expect(html.match(/editado</g)).toHaveLength(1);
    expect(html).toContain('<a href="https://exemplo.com/anuncio" rel="noopener">https://exemplo.com/anuncio</a>.');
    expect(html).toContain('<img src="https://storage.exemplo/foto.webp" alt="Palco do evento" loading="lazy"');
    expect(html).toMatch(/<p class="live-coverage__ended" data-live-ended="" hidden="">\s*<\/p>/);
    expect(html).not.toContain('Nenhuma atualização ainda.');
  });

  it('ended: no label, no polling, the ended line in Brasília time', () => {
    const html = render(summary({ status: 'ended', endedAt: ts('2030-03-11T21:00:00Z') }));
    expect(html).not.toContain('AO VIVO');
    expect(html).not.toContain('data-live=');
    expect(html).toContain('Cobertura encerrada em 11/03/2030 às 18:00</p>');
    expect(html).not.toMatch(/data-live-ended=""[^>]*hidden/);
  });

  it('without entries: says so', () => {
    expect(render(summary({ pinned: null, entries: [] }))).toContain('Nenhuma atualização ainda.');
  });
});

describe('livePolledFrom', () => {
  it("each entry's markup is the page's, with its time and version", () => {
    const doc = summary();
    const polled = livePolledFrom(doc, renderToStaticMarkup);
    const page = render(doc);
    expect(polled.status).toBe('live');
    expect(polled.ended).toBe('');
    expect(polled.complete).toBe(true);
    expect(polled.entries.map((e) => e.id)).toEqual(['e3', 'e2', 'e1']);
    for (const e of [...polled.entries, polled.pinned!]) expect(page).toContain(e.html);
    expect(polled.entries[1]).toMatchObject({
      at: Date.parse('2030-03-10T12:20:00Z'),
      v: Date.parse('2030-03-10T12:22:00Z'),
    });
    expect(polled.pinned?.html).toContain('Fixada');
  });

  it('ended, and a coverage longer than what is polled', () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      entry(`n${i}`, new Date(Date.parse('2030-03-10T13:00:00Z') - i * 60_000).toISOString(), `Nota ${i}`),
    );
    const polled = livePolledFrom(
      summary({ status: 'ended', endedAt: ts('2030-03-10T21:00:00Z'), entries: many }),
      renderToStaticMarkup,
    );
    expect(polled.ended).toBe('Cobertura encerrada em 10/03/2030 às 18:00');
    expect(polled.entries).toHaveLength(30);
    expect(polled.complete).toBe(false);
  });
});

// The live page's script against a rendered section (jsdom): entries arriving at the top are
// inserted; further down the button announces them ('1 nova atualização', 'N novas atualizações')
// and inserts them on its click with the page scrolled by what was inserted (the reader's view
// kept); edits, deletions and the pin follow; ended: the labels go, the end shows, polling stops.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbedData, LivePolled, LivePolledEntry } from '@pauta/model';
import { LiveEntry } from '../../components/live/LiveEntry';
import { startLiveUpdates } from './live-updates';

const ENTRY_HEIGHT = 100;
const entryHtml = (id: string, at: number, v = 0, text = id) =>
  `<li class="live-entry" id="atualizacao-${id}" data-entry="${id}" data-at="${at}" data-v="${v}" tabindex="-1"><p>${text}</p></li>`;
const polledEntry = (id: string, at: number, v = 0, text = id): LivePolledEntry => ({
  id,
  at,
  v,
  html: entryHtml(id, at, v, text),
});

let listTop = 400;
let answers: LivePolled[] = [];
const fetchMock = vi.fn(async () => ({ ok: true, status: 200, json: async () => answers.shift() ?? answers[0] }));
const scrollBy = vi.fn();

function setUp(entries: [string, number][]) {
  document.body.innerHTML = `
    <span data-live-label="">AO VIVO</span>
    <section class="live-coverage" data-live="/api/ao-vivo/a1">
      <p data-live-ended="" hidden></p>
      <div aria-live="polite"><button type="button" data-live-news="" hidden></button></div>
      <div data-live-pinned=""></div>
      <ol data-live-entries="">${entries.map(([id, at]) => entryHtml(id, at)).join('')}</ol>
    </section>
    <div class="after"></div>`;
  return document.querySelector<HTMLElement>('section')!;
}

const ids = () =>
  [...document.querySelectorAll('[data-live-entries] > li')].map((el) => el.id.replace('atualizacao-', ''));
const button = () => document.querySelector<HTMLButtonElement>('[data-live-news]')!;
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  listTop = 400;
  answers = [];
  fetchMock.mockClear();
  scrollBy.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollBy', scrollBy);
  // Layout: the list at listTop, each entry ENTRY_HEIGHT tall, in document order.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = document.querySelector('[data-live-entries]')!;
    const index = [...list.children].indexOf(this);
    const top = this === list ? listTop : index >= 0 ? listTop + index * ENTRY_HEIGHT : listTop;
    return {
      top,
      bottom: top + ENTRY_HEIGHT,
      left: 0,
      right: 0,
      width: 0,
      height: ENTRY_HEIGHT,
      x: 0,
      y: top,
    } as DOMRect;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const live = (entries: LivePolledEntry[], extra: Partial<LivePolled> = {}): LivePolled => ({
  status: 'live',
  ended: '',
  pinned: null,
  entries,
  complete: true,
  ...extra,
});

describe('startLiveUpdates', () => {
  it('at the top: new entries go in at once, newest first; it polls every 5 s', async () => {
    const section = setUp([['e1', 1000]]);
    answers = [
      live([polledEntry('e1', 1000)]),
      live([polledEntry('e3', 3000), polledEntry('e2', 2000), polledEntry('e1', 1000)]),
    ];
    const stop = startLiveUpdates(section);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/api/ao-vivo/a1');
    expect(ids()).toEqual(['e1']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual(['e3', 'e2', 'e1']);
    expect(button().hidden).toBe(true);
    expect(scrollBy).not.toHaveBeenCalled();
    stop();
  });

  it('further down: the button announces them; its click inserts them without moving the reader', async () => {
    const section = setUp([
      ['e2', 2000],
      ['e1', 1000],
    ]);
    listTop = -150; // reading e1, e2 above the viewport's top
    answers = [live([polledEntry('e3', 3000), polledEntry('e2', 2000), polledEntry('e1', 1000)])];
    const stop = startLiveUpdates(section);
    await flush();
    expect(ids()).toEqual(['e2', 'e1']);
    expect(button().hidden).toBe(false);
    expect(button().textContent).toBe('1 nova atualização');
    answers = [
      live([polledEntry('e4', 4000), polledEntry('e3', 3000), polledEntry('e2', 2000), polledEntry('e1', 1000)]),
    ];
    await vi.advanceTimersByTimeAsync(5000);
    expect(button().textContent).toBe('2 novas atualizações');
    expect(ids()).toEqual(['e2', 'e1']);
    button().click();
    expect(ids()).toEqual(['e4', 'e3', 'e2', 'e1']);
    // e1 was the first entry in view: two entries above it, the page scrolled by their height.
    expect(scrollBy).toHaveBeenCalledWith({ top: 2 * ENTRY_HEIGHT, behavior: 'instant' });
    expect(button().hidden).toBe(true);
    expect(document.activeElement?.id).toBe('atualizacao-e4');
    stop();
  });

  it('edits, deletions and the pinned entry follow the coverage', async () => {
    const section = setUp([
      ['e3', 3000],
      ['e2', 2000],
      ['e1', 1000],
    ]);
    answers = [
      live([polledEntry('e3', 3000, 3500, 'e3 editada'), polledEntry('e1', 1000)], {
        pinned: {
          ...polledEntry('e2', 2000),
          html: entryHtml('e2', 2000).replace('<li', '<div data-pinned=""').replace('</li>', '</div>'),
        },
      }),
    ];
    const stop = startLiveUpdates(section);
    await flush();
    expect(ids()).toEqual(['e3', 'e1']);
    expect(document.querySelector('#atualizacao-e3')!.textContent).toBe('e3 editada');
    expect(document.querySelector('[data-live-pinned] [data-entry]')!.getAttribute('data-entry')).toBe('e2');
    // Unpinned: back in its place.
    answers = [live([polledEntry('e3', 3000, 3500, 'e3 editada'), polledEntry('e2', 2000), polledEntry('e1', 1000)])];
    await vi.advanceTimersByTimeAsync(5000);
    expect(ids()).toEqual(['e3', 'e2', 'e1']);
    expect(document.querySelector('[data-live-pinned]')!.children).toHaveLength(0);
    stop();
  });

  it("an inserted entry's embed facade: nothing framed until the click, then the service's player", async () => {
    const section = setUp([['e1', 1000]]);
    const embed: EmbedData = {
      service: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Keynote',
      author: 'Canal',
      text: '',
      thumbnail: null,
    };
    const view = {
      id: 'e2',
      text: 'O vídeo',
      imageUrl: '',
      imageAlt: '',
      embed,
      authorName: 'Ana',
      at: 2000,
      editedAt: null,
    };
    const html = renderToStaticMarkup(createElement(LiveEntry, { entry: view, startedAt: 0 }));
    answers = [live([{ id: 'e2', at: 2000, v: 0, html }, polledEntry('e1', 1000)])];
    const stop = startLiveUpdates(section);
    await flush();
    await vi.dynamicImportSettled();
    expect(ids()).toEqual(['e2', 'e1']);
    const link = document.querySelector<HTMLAnchorElement>('#atualizacao-e2 a.pauta-embed__link')!;
    expect(link.getAttribute('role')).toBe('button');
    expect(document.querySelector('iframe')).toBeNull();
    link.click();
    expect(document.querySelector('#atualizacao-e2 iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    stop();
  });

  it('ended: the labels go, the end shows, and it asks no more', async () => {
    const section = setUp([['e1', 1000]]);
    answers = [
      live([polledEntry('e1', 1000)], { status: 'ended', ended: 'Cobertura encerrada em 10/03/2030 às 18:00' }),
    ];
    startLiveUpdates(section);
    await flush();
    expect(document.querySelector('[data-live-label]')).toBeNull();
    const ended = document.querySelector<HTMLElement>('[data-live-ended]')!;
    expect(ended.hidden).toBe(false);
    expect(ended.textContent).toBe('Cobertura encerrada em 10/03/2030 às 18:00');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a hidden tab asks nothing; back in view it asks at once', async () => {
    const section = setUp([['e1', 1000]]);
    answers = [live([polledEntry('e1', 1000)])];
    let hidden = true;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const stop = startLiveUpdates(section);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).not.toHaveBeenCalled();
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});

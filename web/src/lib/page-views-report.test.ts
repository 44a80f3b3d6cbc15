import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportPageView, resetPageViews } from './page-views-report';

const queue = () => (window as unknown as { __pautaViews?: unknown[] }).__pautaViews ?? [];

describe('reportPageView', () => {
  beforeEach(() => {
    resetPageViews();
    delete (window as unknown as { __pautaViews?: unknown }).__pautaViews;
    window.history.replaceState(null, '', '/artigo/primeiro');
    document.head.insertAdjacentHTML('beforeend', '<meta name="pauta:article" content="a1">');
  });
  afterEach(() => document.head.querySelector('meta[name="pauta:article"]')?.remove());

  it("leaves the document's own view to the beacon, then queues each new page once", () => {
    // jsdom's navigation entry is absent: the document is the current URL.
    reportPageView({ p: '/artigo/primeiro', a: 'a1' });
    expect(queue()).toEqual([]);
    reportPageView({ p: '/', a: undefined });
    reportPageView({ p: '/' });
    reportPageView({ p: '/artigo/segundo', a: 'a2' });
    reportPageView({ p: '/artigo/id/a2', a: 'a2' }); // the id URL replaced by the slug: same view
    reportPageView({ p: '/artigo/primeiro', a: 'a1' }); // back to the first article: a new view
    expect(queue()).toEqual([
      { p: '/', a: undefined },
      { p: '/artigo/segundo', a: 'a2' },
      { p: '/artigo/primeiro', a: 'a1' },
    ]);
  });

  it('counts the first report when the app starts on another page than the document (a client navigation)', () => {
    reportPageView({ p: '/categoria/tecnologia' });
    expect(queue()).toEqual([{ p: '/categoria/tecnologia' }]);
  });

  it('recognises the document by its article when the app reports it under its id URL', () => {
    reportPageView({ p: '/artigo/id/a1', a: 'a1' });
    expect(queue()).toEqual([]);
  });

  it('hands views to the beacon once it has replaced the queue', () => {
    const sent: unknown[] = [];
    (window as unknown as { __pautaViews: unknown }).__pautaViews = { push: (v: unknown) => sent.push(v) };
    reportPageView({ p: '/artigo/primeiro', a: 'a1' });
    reportPageView({ p: '/topicos' });
    expect(sent).toEqual([{ p: '/topicos' }]);
  });
});

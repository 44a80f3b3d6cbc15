// The markup an article body carries for what the editor models beyond plain text (docs/data-model.md
// "Article body markup"): the editor writes it, the body sanitizer keeps it, the reader styles and
// wires it. Class names live here once (an embed facade's: BODY_EMBED, in embeds.ts, so the reader's
// click-to-player chunk carries the embed's names alone).

/** The class names of a body figure's markup (the editor writes it, the reader styles it). */
export const BODY_FIGURE = {
  figure: 'pauta-figure',
  caption: 'pauta-figure__caption',
  credit: 'pauta-figure__credit',
} as const;

/**
 * A table in an article body: a focusable, labelled region that scrolls sideways on a phone (never
 * widening the page) around the <table> (the editor writes it; the reader styles it).
 */
export const BODY_TABLE = { wrapper: 'pauta-table', label: 'Tabela' } as const;

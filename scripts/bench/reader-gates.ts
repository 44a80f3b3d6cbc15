// The reader pages' targets (issue 33), as gates over what `npm run bench:pages` measures: each
// returns the pt-BR lines of what is over its limit (none when the page meets it). A fixture in
// test/unit/reader-gates.test.ts proves each gate can fail.

/** What the benchmark measures of one reader page (medians of its cold loads). */
export interface PageMeasures {
  page: string;
  /** JS the page loaded before the reader's first touch (KB, brotli as Hosting serves it). */
  jsKB: number;
  /** Words on screen that differ after the first touch (and the second, 300 ms later). */
  wordsChanged: number;
  /** Whether any visible link appeared, went or changed its address at the first touch. */
  linksChanged: boolean;
  /** Main-thread blocking after the first touch: the sum of long tasks' time over 50 ms. */
  blockingMs: number;
  /** The longest event (tap to next paint) after the first touch. */
  worstEventMs: number;
  lcpMs: number;
  /** The same page with JavaScript off: the floor its LCP is held to. */
  lcpNoJsMs: number;
}

export const TARGETS = {
  jsKB: 15,
  wordsChanged: 3,
  blockingMs: 300,
  worstEventMs: 200,
  /** LCP with JavaScript within 10 % of without... */
  lcpOverNoJs: 0.1,
  /** ...or within this much (a few frames at 4× CPU: below it the two differ by noise alone). */
  lcpSlackMs: 50,
} as const;

/**
 * `lcp: false` when the LCPs are single loads (`npm test`'s small run): on a shared machine one cold
 * load with JavaScript and one without differ by noise alone; the median of five holds the target.
 */
export function pageProblems(m: PageMeasures, targets = TARGETS, { lcp = true } = {}): string[] {
  const problems: string[] = [];
  if (m.jsKB > targets.jsKB)
    problems.push(`${m.page}: ${m.jsKB.toFixed(1)} KB de JS antes da interação (meta ≤ ${targets.jsKB} KB)`);
  if (m.wordsChanged > targets.wordsChanged)
    problems.push(`${m.page}: ${m.wordsChanged} palavras mudam no primeiro toque (meta ≤ ${targets.wordsChanged})`);
  if (m.linksChanged) problems.push(`${m.page}: links mudam no primeiro toque (meta: nenhum)`);
  if (m.blockingMs > targets.blockingMs)
    problems.push(`${m.page}: ${m.blockingMs} ms de bloqueio após o toque (meta ≤ ${targets.blockingMs} ms)`);
  if (m.worstEventMs > targets.worstEventMs)
    problems.push(`${m.page}: pior evento de ${m.worstEventMs} ms (meta ≤ ${targets.worstEventMs} ms)`);
  const allowed = Math.max(m.lcpNoJsMs * (1 + targets.lcpOverNoJs), m.lcpNoJsMs + targets.lcpSlackMs);
  if (lcp && m.lcpMs > allowed)
    problems.push(
      `${m.page}: LCP ${m.lcpMs} ms com JS, ${m.lcpNoJsMs} ms sem (meta: até +${targets.lcpOverNoJs * 100} % ou +${targets.lcpSlackMs} ms)`,
    );
  return problems;
}

/** Firestore documents read per view (the function's and the browser's), at the archive's size. */
export const READ_BUDGETS: Record<string, number> = { home: 3, artigo: 2, categoria: 10, tópicos: 10 };

export function readProblems(
  rows: { page: string; articles: number; reads: number }[],
  budgets = READ_BUDGETS,
): string[] {
  return rows
    .filter((row) => budgets[row.page] !== undefined && row.reads > budgets[row.page]!)
    .map((row) => `${row.page}: ${row.reads} leituras com ${row.articles} artigos (meta ≤ ${budgets[row.page]})`);
}

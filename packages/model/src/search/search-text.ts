// How search reads text, shared by the index builder, the query and the highlighter so the three
// always agree: words are split on anything that is not a letter or a digit, accents are folded,
// case is ignored, and Portuguese function words are not indexed.

const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em na no nas nos ao aos pela pelo pelas pelos ' +
    'para por com sem e ou que se sua seu suas seus como mais mas ja nao sao entre sobre ate ' +
    'the of and to in'
  ).split(' '),
);

/** Lower case with accents folded: 'Educação' → 'educacao'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a text, as written (folding happens per term). */
export function searchWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** A word as the index stores it, or null when it is not worth indexing. */
export function searchTerm(word: string): string | null {
  const term = foldText(word);
  if (STOP_WORDS.has(term)) return null;
  if (term.length < 2 && !/\d/.test(term)) return null;
  return term;
}

/** The terms a query asks for, in order, without repeats. */
export function queryTerms(query: string): string[] {
  const terms = searchWords(query)
    .map(searchTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * Splits a text into plain and matched parts: a word matches when its folded form starts with one
 * of the matched index terms (MiniSearch reports the indexed terms a prefix or typo matched).
 */
export function highlightParts(text: string, matchedTerms: readonly string[]): HighlightPart[] {
  const terms = matchedTerms.map(foldText).filter(Boolean);
  if (!terms.length || !text) return text ? [{ text, match: false }] : [];
  const parts: HighlightPart[] = [];
  const push = (value: string, match: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += value;
    else parts.push({ text: value, match });
  };
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const folded = foldText(piece);
    push(piece, /[\p{L}\p{N}]/u.test(piece) && terms.some((t) => folded === t || folded.startsWith(t)));
  }
  return parts;
}

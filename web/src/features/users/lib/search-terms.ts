// Firestore has no "contains" search, so the users screen searches by prefix: the email in lower
// case, and the name as typed and capitalised (names are stored as people type them).
export interface SearchPrefixes {
  email: string;
  names: string[];
}

export function searchPrefixes(raw: string): SearchPrefixes | null {
  const term = raw.trim().replace(/\s+/g, ' ');
  if (!term) return null;
  const capitalised = term
    .split(' ')
    .map((w) => (w ? w[0]!.toLocaleUpperCase('pt-BR') + w.slice(1) : w))
    .join(' ');
  return { email: term.toLocaleLowerCase('pt-BR'), names: [...new Set([term, capitalised])] };
}

/** The end of a prefix range: every string starting with `prefix` sorts below it. */
export const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

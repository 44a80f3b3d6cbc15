import { highlightParts } from '@pauta/model';

/** A text with the words the search matched in <mark>. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>{highlightParts(text, terms).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>
  );
}

// A word-level diff for 'Ver diferenças': which words of the saved version the person's version
// removed and which it added. Myers' O((N+M)·D) algorithm over tokens (words and the whitespace
// between them), so an article of thousands of words with a few edits stays fast.

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Words and runs of whitespace, in order (joining them gives the text back). */
export const tokenize = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** The edit script turning `before` into `after`, as runs of unchanged, removed and added tokens. */
export function diffTokens(before: string[], after: string[]): DiffPart[] {
  const n = before.length;
  const m = after.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = max === 0;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && before[x] === after[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
  }
  // Walk the trace back from (n, m) to (0, 0), collecting the moves.
  const moves: DiffPart[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0 && (x > 0 || y > 0); d--) {
    const row = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && row[offset + k - 1]! < row[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = row[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      moves.push({ kind: 'same', text: before[x]! });
    }
    if (d > 0) {
      if (down) moves.push({ kind: 'added', text: after[--y]! });
      else moves.push({ kind: 'removed', text: before[--x]! });
    }
  }
  moves.reverse();
  return merge(moves);
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Word diff of two texts. */
export const diffText = (before: string, after: string): DiffPart[] => diffTokens(tokenize(before), tokenize(after));

/**
 * An article body's text for comparison: one line per block (paragraph, heading, list item...),
 * spaces collapsed inside lines. DOMParser documents are inert: nothing in them runs or loads.
 */
export function bodyText(html: string): string {
  if (!html) return '';
  const marked = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre|tr|figcaption)>|<br\s*\/?>/gi, '$&\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

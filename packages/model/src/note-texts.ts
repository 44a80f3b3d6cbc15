// How notes read (Brasília time), are labelled and marked up (the box): apart from
// ./article-notes.ts, whose ids, types and dates every reader page's code needs, so all this loads
// only with the pages that show notes.
import { formatBrasiliaAt } from './brasilia-time.js';
import type { NoteKind } from './article-notes.js';

/** 'Correção em 10/03/2030 às 07:00:' or 'Atualizado em 10/03/2030 às 07:00:' (Brasília time). */
export const noteHeading = (kind: NoteKind, ms: number) =>
  `${kind === 'correction' ? 'Correção' : 'Atualizado'} em ${formatBrasiliaAt(ms)}:`;

/** The header's line once the story changed materially: 'Atualizado em 10/03/2030 às 07:00'. */
export const updatedLine = (ms: number) => `Atualizado em ${formatBrasiliaAt(ms)}`;

/** The notes' box under the title (the React component and the rendered page carry the same). */
export const ARTICLE_NOTES_STYLES =
  '.article-notes{border-left:4px solid #5f3dc4;background:#f8f9fa;border-radius:4px;padding:10px 16px}' +
  '.article-notes ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}' +
  '.article-notes li[data-kind=correction] strong{color:#862e9c}';

/** The editor's 'Tipo' options. */
export const NOTE_KIND_LABELS: Record<NoteKind, string> = { correction: 'Correção', update: 'Atualização' };

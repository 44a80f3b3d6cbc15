// An article's corrections and updates (articles/{id}/notes) as reader pages and the editor show them,
// newest first. Plain JSON (the time as ISO text) so the reader's query cache can persist it. Their
// read is ./read-article-notes.ts (loaded with the pages that show them).
import { isNoteKind, type ArticleNoteDoc, type NoteKind } from '@pauta/model';
import { asTimestamp } from './article-shape';

export interface ArticleNote {
  id: string;
  kind: NoteKind;
  text: string;
  /** ISO time of its publication (with the article's save). */
  at: string;
}

/** A stored note as shown; null when it is malformed. */
export function toArticleNote(id: string, data: Partial<ArticleNoteDoc> | undefined): ArticleNote | null {
  const at = asTimestamp(data?.createdAt)?.toDate();
  if (!data || !isNoteKind(data.kind) || typeof data.text !== 'string' || !at) return null;
  return { id, kind: data.kind, text: data.text, at: at.toISOString() };
}

/** Newest first; a malformed one is left out. */
export const sortedNotes = (notes: (ArticleNote | null)[]): ArticleNote[] =>
  notes.filter((n): n is ArticleNote => n !== null).sort((a, b) => b.at.localeCompare(a.at));

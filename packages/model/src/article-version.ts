// Versioned article writes. articles/{id}.version counts the writes of an article: 1 on create, and
// every later write sets it to the stored value + 1 (firestore.rules refuse anything else, so a write
// based on a stale copy is denied whoever sends it). Documents written before versions existed have
// no `version` and count as 0. Every writer follows the same recipe: read the article (in a
// transaction on the server), write `nextArticleVersion(stored)` with the change, and treat a denied
// or aborted write as someone else's save (docs/data-model.md, "Versions").

/** The version an article is created with. */
export const FIRST_ARTICLE_VERSION = 1;

/** The stored version of an article (0 for documents written before versions existed). */
export function articleVersion(doc: { version?: unknown } | null | undefined): number {
  const version = doc?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/** The version the next write of this article must carry. */
export const nextArticleVersion = (doc: { version?: unknown } | null | undefined): number => articleVersion(doc) + 1;

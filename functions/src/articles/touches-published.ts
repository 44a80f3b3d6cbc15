/**
 * Only writes that touch a published article (before or after) can change what readers see: the
 * home snapshot and the search index are rebuilt for those alone, never for drafts.
 */
export function touchesPublished(before: unknown, after: unknown): boolean {
  const isPublished = (data: unknown) => !!data && (data as { status?: unknown }).status === 'published';
  return isPublished(before) || isPublished(after);
}

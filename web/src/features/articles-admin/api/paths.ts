// Firestore document paths of the newsroom screens (the only place in this feature that spells
// them): an article, its body, its slug claim, its revisions, its autosaved draft, old-slug redirects.
import { COLLECTIONS, EDITOR_COLLECTIONS } from '@pauta/model';

export const articlePath = (id: string) => `${COLLECTIONS.articles}/${id}`;
export const contentPath = (id: string) => `${COLLECTIONS.articleContents}/${id}`;
export const slugPath = (slug: string) => `${COLLECTIONS.slugs}/${slug}`;
export const draftPath = (id: string) => `${EDITOR_COLLECTIONS.articleDrafts}/${id}`;
export const redirectPath = (slug: string) => `${EDITOR_COLLECTIONS.slugRedirects}/${slug}`;
export const revisionsPath = (id: string) => `${articlePath(id)}/${EDITOR_COLLECTIONS.revisions}`;
export const revisionPath = (id: string, revisionId: string) => `${revisionsPath(id)}/${revisionId}`;

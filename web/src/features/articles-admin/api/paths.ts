// Firestore document paths of the newsroom screens (the only place in this feature that spells
// them): an article, its body, its slug claim, its revisions, the autosaved drafts (one per person),
// old-slug redirects, the edit leases, the pauta an article is made from, its notes and its live
// coverage.
import {
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  LIVE_COVERAGE_COLLECTION,
  LIVE_ENTRIES_SUBCOLLECTION,
  NOTES_SUBCOLLECTION,
} from '@pauta/model';

export const articlePath = (id: string) => `${COLLECTIONS.articles}/${id}`;
export const contentPath = (id: string) => `${COLLECTIONS.articleContents}/${id}`;
export const slugPath = (slug: string) => `${COLLECTIONS.slugs}/${slug}`;
export const draftPath = (articleId: string, uid: string) =>
  `${EDITOR_COLLECTIONS.articleDrafts}/${articleId}/${EDITOR_COLLECTIONS.draftOwners}/${uid}`;
export const redirectPath = (slug: string) => `${EDITOR_COLLECTIONS.slugRedirects}/${slug}`;
export const revisionsPath = (id: string) => `${articlePath(id)}/${EDITOR_COLLECTIONS.revisions}`;
export const revisionPath = (id: string, revisionId: string) => `${revisionsPath(id)}/${revisionId}`;
export const LOCKS_COLLECTION = COLLECTIONS.articleLocks;
export const generatedPostPath = (id: string) => `${COLLECTIONS.generatedPosts}/${id}`;
export const lockPath = (articleId: string) => `${LOCKS_COLLECTION}/${articleId}`;
export const correctionPath = (id: string) => `${COLLECTIONS.corrections}/${id}`;
export const notesPath = (id: string) => `${articlePath(id)}/${NOTES_SUBCOLLECTION}`;
export const notePath = (id: string, noteId: string) => `${notesPath(id)}/${noteId}`;
export const liveCoveragePath = (articleId: string) => `${LIVE_COVERAGE_COLLECTION}/${articleId}`;
export const liveEntriesPath = (articleId: string) => `${liveCoveragePath(articleId)}/${LIVE_ENTRIES_SUBCOLLECTION}`;

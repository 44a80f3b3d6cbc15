// The visitor profile's reads: publicProfiles/{id} and the author's published articles.
import { loadFirestore } from '../../../lib/firestore';
import { COLLECTIONS, isRole, type PublicProfileDoc, type Role } from '../../../lib/model';
import { fetchPublishedPage } from '../../../lib/published-articles';
import type { ArticleSummary } from '../../../lib/article-shape';

export interface PublicProfile {
  id: string;
  name: string;
  role: Role;
}

export const AUTHOR_ARTICLES_LIMIT = 12;

/** null when the profile does not exist. */
export async function fetchPublicProfile(id: string): Promise<PublicProfile | null> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.publicProfiles, id));
  if (!snap.exists()) return null;
  const data = snap.data() as Partial<PublicProfileDoc>;
  return { id, name: data.name?.trim() || 'Usuário', role: isRole(data.role) ? data.role : 'user' };
}

export async function fetchAuthorArticles(authorId: string): Promise<ArticleSummary[]> {
  return (await fetchPublishedPage((fs) => [fs.where('authorId', '==', authorId)], AUTHOR_ARTICLES_LIMIT)).items;
}

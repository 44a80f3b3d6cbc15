// The visitor profile's reads: publicProfiles/{id} and the author's published articles.
import { loadFirestore } from '../../../lib/firestore';
import { COLLECTIONS, FALLBACK_ROLE, isRole, LIST_PAGE_SIZES, type PublicProfileDoc, type Role } from '@pauta/model';
import { fetchPublishedPage } from '../../../lib/published-articles';
import type { ArticleSummary } from '../../../lib/article-shape';

export interface PublicProfile {
  id: string;
  name: string;
  role: Role;
}

/** null when the profile does not exist. */
export async function fetchPublicProfile(id: string): Promise<PublicProfile | null> {
  const { fs, db } = await loadFirestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.publicProfiles, id));
  if (!snap.exists()) return null;
  const data = snap.data() as Partial<PublicProfileDoc>;
  return { id, name: data.name?.trim() || 'Usuário', role: isRole(data.role) ? data.role : FALLBACK_ROLE };
}

export async function fetchAuthorArticles(authorId: string): Promise<ArticleSummary[]> {
  return (await fetchPublishedPage((fs) => [fs.where('authorId', '==', authorId)], LIST_PAGE_SIZES.author)).items;
}

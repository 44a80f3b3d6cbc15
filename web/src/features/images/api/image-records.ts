// The image library's reads and deletes (article_images). Editors list their own records (the
// rules require the authorId filter); admins may list another author's. Deleting a record is
// enough: the onImageRecordDeleted function removes the original and every processed version.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { queryOptions } from '@tanstack/react-query';
import { getDb } from '../../../lib/firebase';
import { type ArticleImageDoc, COLLECTIONS, NEWSROOM_ROLES, type ImageMetadata } from '@pauta/model';

export interface LibraryImage extends Omit<ArticleImageDoc, 'createdAt' | 'updatedAt'> {
  id: string;
  createdAt: Date | null;
}

export interface LibraryFilter {
  authorId: string;
  articleId?: string | null;
}

export const imageKeys = {
  all: ['admin', 'images'] as const,
  library: (filter: LibraryFilter) => ['admin', 'images', filter.authorId, filter.articleId ?? null] as const,
};

export function toLibraryImage(id: string, data: ArticleImageDoc): LibraryImage {
  return { ...data, id, createdAt: data.createdAt?.toDate?.() ?? null };
}

export async function fetchLibrary({ authorId, articleId }: LibraryFilter): Promise<LibraryImage[]> {
  const constraints: QueryConstraint[] = [where('authorId', '==', authorId)];
  if (articleId) constraints.push(where('articleId', '==', articleId));
  constraints.push(orderBy('createdAt', 'desc'));
  const snapshot = await getDocs(query(collection(getDb(), COLLECTIONS.articleImages), ...constraints));
  return snapshot.docs.map((d) => toLibraryImage(d.id, d.data() as ArticleImageDoc));
}

/** Admin data is never persisted and is re-read on every visit. */
export const libraryOptions = (filter: LibraryFilter) =>
  queryOptions({ queryKey: imageKeys.library(filter), queryFn: () => fetchLibrary(filter), staleTime: 0 });

export async function fetchImage(id: string): Promise<LibraryImage | null> {
  const snapshot = await getDoc(doc(getDb(), COLLECTIONS.articleImages, id));
  return snapshot.exists() ? toLibraryImage(snapshot.id, snapshot.data() as ArticleImageDoc) : null;
}

/** 'Texto alternativo', 'Imagem decorativa', 'Legenda', 'Crédito' of one record (the rules let nothing else change). */
export function saveImageMetadata(id: string, meta: ImageMetadata): Promise<void> {
  return updateDoc(doc(getDb(), COLLECTIONS.articleImages, id), { ...meta, updatedAt: serverTimestamp() });
}

export function deleteImage(id: string): Promise<void> {
  return deleteDoc(doc(getDb(), COLLECTIONS.articleImages, id));
}

/** Everyone with images (contributors, editors, admins), for the admin's author filter (profiles are readable by staff). */
export async function fetchImageAuthors(): Promise<{ value: string; label: string }[]> {
  const snapshot = await getDocs(
    query(collection(getDb(), COLLECTIONS.profiles), where('role', 'in', [...NEWSROOM_ROLES])),
  );
  return snapshot.docs.map((d) => ({ value: d.id, label: String(d.get('name') || d.get('email') || d.id) }));
}

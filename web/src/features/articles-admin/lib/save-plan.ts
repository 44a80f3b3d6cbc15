// The writes of one 'Salvar Artigo', as data (pure, unit-tested). docs/data-model.md: every article
// create/update is one batch with its body and slug claim; a slug change claims the new slug, frees
// the old one and leaves slugRedirects/{old}; publishedAt is set once. The same batch records a
// revision, prunes revisions beyond the newest 25 and clears the autosaved draft.
import {
  categoryPath,
  COLLECTIONS,
  EDITOR_COLLECTIONS,
  normalizeTag,
  variantsFor,
  type ArticleFormFields,
} from '@pauta/model';

/** Replaced by serverTimestamp() when the batch is built (request.time for the rules). */
export const SERVER_TIME = Symbol('serverTime');

export type PlannedWrite =
  { op: 'set' | 'update'; path: string; data: Record<string, unknown> } | { op: 'delete'; path: string };

export interface ExistingArticle {
  slug: string;
  authorId: string;
  hasPublishedAt: boolean;
}

export interface SavePlanInput {
  id: string;
  /** The validated form, with the effective slug. */
  form: ArticleFormFields;
  existing: ExistingArticle | null;
  author: { uid: string; name: string };
  revisionId: string;
  /** Oldest revisions to delete so that, with this one, at most MAX_REVISIONS remain. */
  pruneRevisionIds: string[];
  /** slugRedirects/{form.slug} exists (the slug used to belong to an article): it is removed. */
  newSlugHasRedirect: boolean;
}

export const articlePath = (id: string) => `${COLLECTIONS.articles}/${id}`;
export const contentPath = (id: string) => `${COLLECTIONS.articleContents}/${id}`;
export const slugPath = (slug: string) => `${COLLECTIONS.slugs}/${slug}`;
export const draftPath = (id: string) => `${EDITOR_COLLECTIONS.articleDrafts}/${id}`;
export const redirectPath = (slug: string) => `${EDITOR_COLLECTIONS.slugRedirects}/${slug}`;
export const revisionsPath = (id: string) => `${articlePath(id)}/${EDITOR_COLLECTIONS.revisions}`;

export function planArticleSave(input: SavePlanInput): PlannedWrite[] {
  const { id, form, existing, author } = input;
  const tags = form.tags;
  const imageUrl = form.imageUrl.trim();
  // The picked cover's versions, only while the cover is still that image (a URL typed over it has none).
  const imageVariants = variantsFor(imageUrl, form.imageVariants);
  const fields = {
    title: form.title.trim(),
    excerpt: form.excerpt,
    imageUrl,
    category: form.category,
    categoryPath: categoryPath(form.category),
    featured: form.featured,
    status: form.status,
    tags,
    tagKeys: tags.map(normalizeTag),
    slug: form.slug,
    metaTitle: form.metaTitle,
    metaDescription: form.metaDescription,
    updatedAt: SERVER_TIME,
  };
  const writes: PlannedWrite[] = [];

  if (!existing) {
    writes.push({
      op: 'set',
      path: articlePath(id),
      data: {
        ...fields,
        ...(imageVariants && { imageVariants }),
        authorId: author.uid,
        authorName: author.name,
        createdAt: SERVER_TIME,
        publishedAt: form.status === 'published' ? SERVER_TIME : null,
      },
    });
    writes.push({
      op: 'set',
      path: contentPath(id),
      data: { content: form.content, status: form.status, authorId: author.uid, updatedAt: SERVER_TIME },
    });
    writes.push({ op: 'set', path: slugPath(form.slug), data: { articleId: id } });
  } else {
    const firstPublication = form.status === 'published' && !existing.hasPublishedAt;
    writes.push({
      op: 'update',
      path: articlePath(id),
      data: { ...fields, imageVariants, ...(firstPublication && { publishedAt: SERVER_TIME }) },
    });
    writes.push({
      op: 'update',
      path: contentPath(id),
      data: { content: form.content, status: form.status, updatedAt: SERVER_TIME },
    });
    if (existing.slug !== form.slug) {
      writes.push({ op: 'set', path: slugPath(form.slug), data: { articleId: id } });
      if (existing.slug) {
        writes.push({ op: 'delete', path: slugPath(existing.slug) });
        writes.push({ op: 'set', path: redirectPath(existing.slug), data: { articleId: id } });
      }
    }
  }
  if (input.newSlugHasRedirect && existing?.slug !== form.slug) {
    writes.push({ op: 'delete', path: redirectPath(form.slug) });
  }

  writes.push({
    op: 'set',
    path: `${revisionsPath(id)}/${input.revisionId}`,
    data: { form, savedBy: author.uid, savedByName: author.name, savedAt: SERVER_TIME },
  });
  for (const old of input.pruneRevisionIds) writes.push({ op: 'delete', path: `${revisionsPath(id)}/${old}` });
  writes.push({ op: 'delete', path: draftPath(id) });
  return writes;
}

/** The delete batch: article, body, slug claim, autosaved draft, revisions and redirects to it. */
export function planArticleDelete(input: {
  id: string;
  slug: string;
  revisionIds: string[];
  redirectSlugs: string[];
}): PlannedWrite[] {
  const { id } = input;
  return [
    { op: 'delete', path: articlePath(id) },
    { op: 'delete', path: contentPath(id) },
    ...(input.slug ? [{ op: 'delete' as const, path: slugPath(input.slug) }] : []),
    { op: 'delete', path: draftPath(id) },
    ...input.revisionIds.map((rev) => ({ op: 'delete' as const, path: `${revisionsPath(id)}/${rev}` })),
    ...input.redirectSlugs.map((slug) => ({ op: 'delete' as const, path: redirectPath(slug) })),
  ];
}

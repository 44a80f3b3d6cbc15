// The writes of one 'Salvar Artigo', as data (pure, unit-tested). docs/data-model.md: every article
// create/update is one batch with its body and slug claim; a slug change claims the new slug, frees
// the old one and leaves slugRedirects/{old}; the article is created at version 1 and every update
// writes the version it was based on + 1. The same batch records a revision, prunes revisions beyond
// the newest 25 and clears the saver's autosaved draft. Publishing is not a client write: a save
// asked to publish leaves the article unpublished and the editor then calls the publish step
// (savedPublication says what the save writes and whether that call follows). A review transition
// ('Enviar para revisão', 'Aprovar', 'Pedir alterações') rides on a save: the article's review and a
// revision of the transition's kind with its note; the first save of an article made from a pauta
// links the pauta to it. On a published article the save may carry a note ('Adicionar nota': a
// correction or an update, its own document) and moves 'Atualizado em' (modifiedAt) when it changes
// the story materially or carries a note.
import {
  categoryPath,
  COPY_REVISION_KINDS,
  correctionIdFor,
  FIRST_ARTICLE_VERSION,
  formatBrasiliaDateTime,
  normalizeTag,
  noteIdFor,
  parseBrasiliaDateTime,
  REVIEW_TRANSITIONS,
  variantsFor,
  type ArticleFormFields,
  type ArticleStatus,
  type NoteKind,
  type ReviewAction,
  type RevisionKind,
} from '@pauta/model';
import {
  articlePath,
  contentPath,
  correctionPath,
  draftPath,
  generatedPostPath,
  notePath,
  redirectPath,
  revisionPath,
  slugPath,
} from './paths';

/** Replaced by serverTimestamp() when the batch is built (request.time for the rules). */
export const SERVER_TIME = Symbol('serverTime');
/** Replaced by increment(1) when the batch is built (a pauta's version, whatever is stored). */
export const PLUS_ONE = Symbol('plusOne');

export type PlannedWrite =
  { op: 'set' | 'update'; path: string; data: Record<string, unknown> } | { op: 'delete'; path: string };

export interface ExistingArticle {
  slug: string;
  authorId: string;
  /** The stored status: whether 'Publicado' still needs the publish step. */
  status: ArticleStatus;
  /** The stored schedule (ms), kept as it is while 'Publicar em' still shows it. */
  scheduledFor: number | null;
  /** How many notes it has (a note moves the count by one); absent = 0. */
  noteCount?: number;
  /** The article version the form was based on: the save writes baseVersion + 1. */
  baseVersion: number;
}

/**
 * The update of articles/{id} that writes version `baseVersion` + 1 with `fields` (and updatedAt).
 * Every write of an existing article goes through it: the rules refuse any other version, so a
 * write based on a stale copy fails instead of overwriting a colleague's save.
 */
export function versionedArticleUpdate(
  id: string,
  baseVersion: number,
  fields: Record<string, unknown>,
): PlannedWrite & { op: 'update' } {
  return { op: 'update', path: articlePath(id), data: { ...fields, updatedAt: SERVER_TIME, version: baseVersion + 1 } };
}

/** The version a save of this input writes. */
export const savedVersion = (existing: ExistingArticle | null) =>
  existing ? existing.baseVersion + 1 : FIRST_ARTICLE_VERSION;

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
  /** A review transition saved with the text. */
  review?: ReviewTransition;
  /** The pauta this new article is made from (linked by its first save). */
  generatedPostId?: string;
  /** A published article's note ('Adicionar nota'), published with this save. */
  note?: NoteInput;
  /**
   * The save changes what readers read of a published article (title, summary, body, cover) and is
   * not marked 'Alteração menor': 'Atualizado em' moves.
   */
  materialChange?: boolean;
}

/** 'Adicionar nota': its 'Tipo' and 'Texto da nota'. */
export interface NoteInput {
  kind: NoteKind;
  text: string;
}

export interface ReviewTransition {
  action: ReviewAction;
  note: string;
  /** Who asked for the review under way: the saver for a request, the stored requester for a decision. */
  requester: { uid: string; name: string };
}

/** The article's review after `transition`, written at `version` and recorded by `revisionId`. */
function reviewOf(
  transition: ReviewTransition,
  author: { uid: string; name: string },
  version: number,
  revisionId: string,
) {
  return {
    state: REVIEW_TRANSITIONS[transition.action].to,
    requestedBy: transition.requester.uid,
    requestedByName: transition.requester.name,
    by: author.uid,
    byName: author.name,
    at: SERVER_TIME,
    note: transition.note,
    version,
    revisionId,
  };
}

/**
 * What a save writes about publication: the form's status, except that only the server publishes.
 * 'Publicado' on an unpublished article keeps it as it is (a new one is created as a draft; a scheduled
 * one keeps its time until the publish step runs) and asks for the publish step (`publishAfter`).
 * `scheduledFor`: the instant to write, null to clear it, 'keep' to leave the stored value.
 */
export function savedPublication(
  form: Pick<ArticleFormFields, 'status' | 'publishAt'>,
  existing: Pick<ExistingArticle, 'status' | 'scheduledFor'> | null,
): { status: ArticleStatus; scheduledFor: Date | null | 'keep'; publishAfter: boolean } {
  if (form.status === 'scheduled') {
    const at = parseBrasiliaDateTime(form.publishAt ?? '');
    if (at === null) throw new Error('Agendado sem data válida: validateForm deveria ter recusado');
    // The field shows minutes: a stored time with seconds stays exactly as it is.
    const unchanged =
      existing?.status === 'scheduled' &&
      existing.scheduledFor !== null &&
      formatBrasiliaDateTime(existing.scheduledFor) === formatBrasiliaDateTime(at);
    return { status: 'scheduled', scheduledFor: unchanged ? 'keep' : new Date(at), publishAfter: false };
  }
  if (form.status === 'draft') return { status: 'draft', scheduledFor: null, publishAfter: false };
  const stored = existing?.status ?? 'draft';
  if (stored === 'published') return { status: 'published', scheduledFor: 'keep', publishAfter: false };
  return { status: stored, scheduledFor: stored === 'scheduled' ? 'keep' : null, publishAfter: true };
}

export function planArticleSave(input: SavePlanInput): PlannedWrite[] {
  const { id, existing, author } = input;
  const publication = savedPublication(input.form, existing);
  // The revision records what was written: 'Publicado' becomes public in the publish step's revision.
  const form: ArticleFormFields = {
    ...input.form,
    status: publication.status,
    publishAt: publication.status === 'scheduled' ? (input.form.publishAt ?? '') : '',
  };
  const version = savedVersion(existing);
  const review = input.review && { review: reviewOf(input.review, author, version, input.revisionId) };
  // Only a story already public gets notes and 'Atualizado em' (a first publication is not an update).
  const note = existing?.status === 'published' ? input.note : undefined;
  const notes = existing?.status === 'published' && {
    ...((note || input.materialChange) && { modifiedAt: SERVER_TIME }),
    ...(note && { noteCount: (existing.noteCount ?? 0) + 1 }),
  };
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
    // The cover's own metadata (none without a cover).
    imageAlt: imageUrl && form.imageDecorative !== true ? (form.imageAlt ?? '').trim() : '',
    imageDecorative: Boolean(imageUrl) && form.imageDecorative === true,
    imageCaption: imageUrl ? (form.imageCaption ?? '').trim() : '',
    imageCredit: imageUrl ? (form.imageCredit ?? '').trim() : '',
    updatedAt: SERVER_TIME,
    ...(publication.scheduledFor !== 'keep' && { scheduledFor: publication.scheduledFor }),
  };
  const writes: PlannedWrite[] = [];

  if (!existing) {
    writes.push({
      op: 'set',
      path: articlePath(id),
      data: {
        ...fields,
        ...(imageVariants && { imageVariants }),
        ...review,
        authorId: author.uid,
        authorName: author.name,
        createdAt: SERVER_TIME,
        publishedAt: null,
        version: FIRST_ARTICLE_VERSION,
      },
    });
    writes.push({
      op: 'set',
      path: contentPath(id),
      data: { content: form.content, status: form.status, authorId: author.uid, updatedAt: SERVER_TIME },
    });
    writes.push({ op: 'set', path: slugPath(form.slug), data: { articleId: id } });
    if (input.generatedPostId) {
      writes.push({
        op: 'update',
        path: generatedPostPath(input.generatedPostId),
        data: { status: 'in-production', articleId: id, updatedAt: SERVER_TIME, version: PLUS_ONE },
      });
    }
  } else {
    writes.push(versionedArticleUpdate(id, existing.baseVersion, { ...fields, imageVariants, ...review, ...notes }));
    if (note) {
      writes.push({
        op: 'set',
        path: notePath(id, noteIdFor(version)),
        data: {
          kind: note.kind,
          text: note.text.trim(),
          authorId: author.uid,
          authorName: author.name,
          createdAt: SERVER_TIME,
          version,
        },
      });
      // A correction is listed on /correcoes by the same save (the functions keep it afterwards).
      if (note.kind === 'correction') {
        writes.push({
          op: 'set',
          path: correctionPath(correctionIdFor(id, noteIdFor(version))),
          data: {
            articleId: id,
            articleTitle: fields.title,
            articleSlug: form.slug,
            text: note.text.trim(),
            createdAt: SERVER_TIME,
          },
        });
      }
    }
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

  const kind = input.review ? REVIEW_TRANSITIONS[input.review.action].kind : 'save';
  writes.push(revisionWrite(id, input.revisionId, form, author, version, kind, input.review?.note));
  for (const old of input.pruneRevisionIds) writes.push({ op: 'delete', path: revisionPath(id, old) });
  writes.push({ op: 'delete', path: draftPath(id, author.uid) });
  return writes;
}

function revisionWrite(
  id: string,
  revisionId: string,
  form: ArticleFormFields,
  author: { uid: string; name: string },
  version: number,
  kind: RevisionKind,
  note?: string,
): PlannedWrite {
  return {
    op: 'set',
    path: revisionPath(id, revisionId),
    data: {
      form,
      savedBy: author.uid,
      savedByName: author.name,
      savedAt: SERVER_TIME,
      version,
      kind,
      ...(note !== undefined && { note }),
    },
  };
}

/**
 * A copy of text the editor could not save, kept in the history: 'conflict' (a colleague saved
 * first) or 'takeover' (a colleague took the lease). Prunes like a save so at most 25 remain.
 */
export function planRevisionCopy(input: {
  id: string;
  revisionId: string;
  form: ArticleFormFields;
  author: { uid: string; name: string };
  baseVersion: number;
  kind: (typeof COPY_REVISION_KINDS)[number];
  pruneRevisionIds: string[];
}): PlannedWrite[] {
  return [
    revisionWrite(input.id, input.revisionId, input.form, input.author, input.baseVersion, input.kind),
    ...input.pruneRevisionIds.map((old) => ({ op: 'delete' as const, path: revisionPath(input.id, old) })),
  ];
}

/**
 * /admin/schedules' 'Reagendar' (`at`: the new time) and 'Cancelar agendamento' (`at` null: back to
 * a draft, the body with it): a versioned write of the status and the time, with a revision.
 */
export function planScheduleChange(input: {
  id: string;
  baseVersion: number;
  at: number | null;
  form: ArticleFormFields;
  author: { uid: string; name: string };
  revisionId: string;
  pruneRevisionIds: string[];
}): PlannedWrite[] {
  const { id, at } = input;
  const status: ArticleStatus = at === null ? 'draft' : 'scheduled';
  const writes: PlannedWrite[] = [
    versionedArticleUpdate(id, input.baseVersion, { status, scheduledFor: at === null ? null : new Date(at) }),
  ];
  if (at === null) writes.push({ op: 'update', path: contentPath(id), data: { status, updatedAt: SERVER_TIME } });
  const form = { ...input.form, status, publishAt: at === null ? '' : formatBrasiliaDateTime(at) };
  const kind = at === null ? 'unschedule' : 'schedule';
  writes.push(revisionWrite(id, input.revisionId, form, input.author, input.baseVersion + 1, kind));
  for (const old of input.pruneRevisionIds) writes.push({ op: 'delete', path: revisionPath(id, old) });
  return writes;
}

/**
 * The delete batch: article, body, slug claim, the deleting person's autosaved draft, revisions and
 * redirects to it. Other people's drafts and the edit lease are not readable by every editor: the
 * onArticleDeletedEditorState function removes them.
 */
export function planArticleDelete(input: {
  id: string;
  slug: string;
  uid: string;
  revisionIds: string[];
  redirectSlugs: string[];
}): PlannedWrite[] {
  const { id } = input;
  return [
    { op: 'delete', path: articlePath(id) },
    { op: 'delete', path: contentPath(id) },
    ...(input.slug ? [{ op: 'delete' as const, path: slugPath(input.slug) }] : []),
    { op: 'delete', path: draftPath(id, input.uid) },
    ...input.revisionIds.map((rev) => ({ op: 'delete' as const, path: revisionPath(id, rev) })),
    ...input.redirectSlugs.map((slug) => ({ op: 'delete' as const, path: redirectPath(slug) })),
  ];
}

// The editor form: what the screen edits, how it is validated, and how it maps to the stored
// article (docs/data-model.md) and to drafts/revisions (ArticleFormFields).
import {
  articleFormOf,
  imageMetadataErrors,
  isDescribed,
  missingAltMessage,
  type ImageMetadata,
  EDITOR_CATEGORIES,
  LIMITS,
  parseBrasiliaDateTime,
  parseTags,
  slugify,
  type ArticleFormFields,
  type ArticleFormSource,
} from '@pauta/model';
import { isValidSlug } from '../../../lib/article-ref';

/**
 * The form as the screen holds it: tags as the comma-separated text the editor types, 'Publicar em'
 * as typed (DD/MM/AAAA HH:mm, Brasília).
 */
export interface EditorForm extends Omit<ArticleFormFields, 'tags' | 'publishAt'> {
  tagsText: string;
  publishAt: string;
}

export const emptyForm = (): EditorForm => ({
  title: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  category: '',
  tagsText: '',
  featured: false,
  status: 'draft',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  imageVariants: null,
  imageAlt: '',
  imageDecorative: false,
  imageCaption: '',
  imageCredit: '',
  publishAt: '',
});

export const MAX_TAGS = LIMITS.tagsMax;
export const MAX_TAG_LENGTH = LIMITS.tagMaxChars;
export const MAX_SLUG_LENGTH = LIMITS.slugMax;

export function toStoredForm(form: EditorForm): ArticleFormFields {
  const { tagsText, ...rest } = form;
  return { ...rest, tags: parseTags(tagsText) };
}

export function fromStoredForm(stored: Partial<ArticleFormFields>): EditorForm {
  const base = emptyForm();
  return {
    ...base,
    ...Object.fromEntries(Object.entries(stored).filter(([key]) => key in base && key !== 'tags')),
    tagsText: Array.isArray(stored.tags) ? stored.tags.join(', ') : '',
  } as EditorForm;
}

export const formFromArticle = (doc: ArticleFormSource, content: string): EditorForm =>
  fromStoredForm(articleFormOf(doc, content));

/** The slug that will be saved: the typed one (normalised) wins, else one from the title, ≤ 120 chars. */
export function effectiveSlug(form: Pick<EditorForm, 'slug' | 'title'>): string {
  const source = form.slug.trim() ? form.slug : form.title;
  const slug = slugify(source);
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  return (
    slug
      .slice(0, MAX_SLUG_LENGTH)
      .replace(/-[^-]*$/, '')
      .replace(/-+$/, '') || slug.slice(0, MAX_SLUG_LENGTH)
  );
}

export type FormErrors = Partial<
  Record<'title' | 'category' | 'slug' | 'tagsText' | 'publishAt' | 'imageAlt' | 'content' | 'note', string>
>;

export const TITLE_REQUIRED = 'O título é obrigatório';
export const PUBLISH_AT_INVALID = 'Informe a data e a hora da publicação no formato DD/MM/AAAA HH:mm.';
export const PUBLISH_AT_PAST = 'Este horário já passou: escolha uma data e hora futuras (horário de Brasília).';
export const SLUG_TAKEN = 'Este slug já está em uso por outro artigo. Escolha outro.';
export const NOTE_TEXT_REQUIRED = 'Escreva o texto da nota ou remova a nota.';

/** 'Publicar em' as an instant, or the error it gets ('Agendado' only). */
export function publishTime(form: Pick<EditorForm, 'publishAt'>, now: number): { at: number } | { error: string } {
  const at = parseBrasiliaDateTime(form.publishAt);
  if (at === null) return { error: PUBLISH_AT_INVALID };
  return at <= now ? { error: PUBLISH_AT_PAST } : { at };
}

/** The cover's metadata as the image forms edit it. */
export const coverMeta = (form: EditorForm): ImageMetadata => ({
  alt: form.imageAlt ?? '',
  decorative: form.imageDecorative === true,
  caption: form.imageCaption ?? '',
  credit: form.imageCredit ?? '',
});

/** The cover's metadata over its limits (an empty alt is missingAltMessage's to report). */
function coverMetadataTooLong(form: EditorForm): string | null {
  if (!form.imageUrl.trim()) return null;
  const meta = coverMeta(form);
  const errors = imageMetadataErrors(meta.alt.trim() ? meta : { ...meta, decorative: true });
  return errors.alt ?? errors.caption ?? errors.credit ?? null;
}

export function validateForm(form: EditorForm, now = Date.now()): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = TITLE_REQUIRED;
  else if (form.title.trim().length > LIMITS.titleMax) {
    errors.title = `O título pode ter no máximo ${LIMITS.titleMax} caracteres`;
  }
  if (!EDITOR_CATEGORIES.some((c) => c.slug === form.category)) errors.category = 'Selecione uma categoria';
  const slug = effectiveSlug(form);
  if (form.title.trim() && !isValidSlug(slug)) {
    errors.slug = 'Slug inválido: use letras, números e hífens';
  }
  const tags = parseTags(form.tagsText);
  if (tags.length > MAX_TAGS) errors.tagsText = `No máximo ${MAX_TAGS} tags`;
  else if (tags.some((t) => t.length > MAX_TAG_LENGTH || /[\r\n]/.test(t))) {
    errors.tagsText = `Cada tag pode ter no máximo ${MAX_TAG_LENGTH} caracteres`;
  }
  if (form.status === 'scheduled') {
    const time = publishTime(form, now);
    if ('error' in time) errors.publishAt = time.error;
  }
  // Every image says what it shows (or is declared decorative), the cover and the body's.
  const missingAlt = missingAltMessage(form);
  if (missingAlt) {
    if (form.imageUrl.trim() && !isDescribed({ alt: form.imageAlt, decorative: form.imageDecorative }))
      errors.imageAlt = missingAlt;
    else errors.content = missingAlt;
  }
  const tooLong = coverMetadataTooLong(form);
  if (tooLong) errors.imageAlt = tooLong;
  return errors;
}

/** Stable comparison for the unsaved-changes guard and the snapshot offers. */
export const sameForm = (a: EditorForm, b: EditorForm) => JSON.stringify(a) === JSON.stringify(b);

/** The fields readers see (publication settings aside: status, featured). */
const TEXT_FIELDS = [
  'title',
  'excerpt',
  'content',
  'imageUrl',
  'category',
  'slug',
  'metaTitle',
  'metaDescription',
] as const;

/** Whether two forms say the same thing to readers (the text, tags and cover; not status or featured). */
export const sameText = (a: ArticleFormFields, b: ArticleFormFields): boolean =>
  TEXT_FIELDS.every((key) => (a[key] ?? '') === (b[key] ?? '')) && a.tags.join('\n') === b.tags.join('\n');

/** What readers read of the story: a change to any of these is material, unless marked 'Alteração menor'. */
const STORY_FIELDS = ['title', 'excerpt', 'content', 'imageUrl'] as const;

/** Whether `after` tells readers something else than `before` (title, summary, body or cover). */
export const changesStory = (before: EditorForm, after: EditorForm): boolean =>
  STORY_FIELDS.some((key) => before[key].trim() !== after[key].trim());

// The documents every rules test starts from, and factories for valid writes that tests then break.
import { increment, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore/lite';
import { PEOPLE, type Persona } from './personas';
import { commit, del, set, type Write } from './writes';

export const PAST = Timestamp.fromDate(new Date('2026-01-10T12:00:00Z'));
const LATER = Timestamp.fromDate(new Date('2026-02-01T09:30:00Z'));
/** A time no test run reaches: the seeded scheduled article's. */
export const FUTURE = Timestamp.fromDate(new Date('2099-03-10T10:00:00Z'));

/** Ids of the stored documents the tests act on. */
export const SEEDED = {
  published: { id: 'pub-1', slug: 'artigo-publicado', authorId: PEOPLE.editor.uid },
  draft: { id: 'draft-1', slug: 'rascunho-da-edna', authorId: PEOPLE.editor.uid },
  scheduled: { id: 'agendado-1', slug: 'artigo-agendado', authorId: PEOPLE.editor.uid },
  demotedArticle: { id: 'pub-dimas', slug: 'artigo-do-dimas', authorId: PEOPLE.demoted.uid },
  contributorDraft: { id: 'draft-caio', slug: 'rascunho-do-caio', authorId: PEOPLE.contributor.uid },
  images: { editor: 'img-edna', otherEditor: 'img-eduardo', demoted: 'img-dimas' },
} as const;

export function storedProfile(person: Persona) {
  return {
    name: person.name,
    email: person.email,
    role: person.role,
    avatarUrl: null,
    createdAt: PAST,
    updatedAt: PAST,
  };
}

/** A valid article as an editor's client sends it on create (server timestamps = request.time). */
export function newArticle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const status = overrides.status ?? 'draft';
  // The byline is the author's profile name (the rules check it).
  const author = Object.values(PEOPLE).find((p) => p.uid === (overrides.authorId ?? PEOPLE.editor.uid));
  return {
    title: 'Como a IA está mudando as redações',
    excerpt: 'Ferramentas de inteligência artificial chegam às redações brasileiras.',
    imageUrl: 'https://example.com/capa.webp',
    category: 'tecnologia',
    categoryPath: '/categoria/tecnologia',
    featured: false,
    status,
    tags: ['Inteligência Artificial', 'Jornalismo'],
    tagKeys: ['inteligencia artificial', 'jornalismo'],
    slug: 'como-a-ia-esta-mudando-as-redacoes',
    authorId: PEOPLE.editor.uid,
    authorName: author?.name ?? PEOPLE.editor.name,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    publishedAt: null,
    version: 1,
    ...overrides,
  };
}

export function newContent(article: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    content: '<h2>Introdução</h2><p>Texto do artigo.</p>',
    status: article.status,
    authorId: article.authorId,
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/**
 * An article update as a client sends it: the change, updatedAt and the next version. Tests of other
 * rules use the increment transform (stored + 1, whatever the stored value); the version tests
 * (versions.test.ts) send explicit numbers, as the editor does.
 */
export const touchArticle = (data: Record<string, unknown>) => ({
  ...data,
  updatedAt: serverTimestamp(),
  version: increment(1),
});

/** The batch the editor screen commits to create an article: metadata, body and slug claim. */
export function createArticleWrites(
  id: string,
  article: Record<string, unknown>,
  options: { content?: Record<string, unknown> | null; slug?: string | null } = {},
): Write[] {
  const writes = [set(`articles/${id}`, article)];
  const content = options.content === undefined ? newContent(article) : options.content;
  if (content) writes.push(set(`articleContents/${id}`, content));
  const slug = options.slug === undefined ? (article.slug as string) : options.slug;
  if (slug) writes.push(set(`slugs/${slug}`, { articleId: id }));
  return writes;
}

/**
 * The stored version of each seeded article: the demoted editor's article was written before
 * versions existed (no `version`, which the rules count as 0).
 */
export const SEEDED_VERSIONS: Record<string, number | undefined> = {
  [SEEDED.published.id]: 3,
  [SEEDED.draft.id]: 1,
  [SEEDED.scheduled.id]: 2,
  [SEEDED.demotedArticle.id]: undefined,
  [SEEDED.contributorDraft.id]: 2,
};

function storedArticle(id: keyof typeof SEEDED, status: 'draft' | 'scheduled' | 'published', title: string) {
  const { slug, authorId } = SEEDED[id] as { slug: string; authorId: string };
  const version = SEEDED_VERSIONS[(SEEDED[id] as { id: string }).id];
  const author = Object.values(PEOPLE).find((p) => p.uid === authorId)!;
  return {
    title,
    excerpt: `Resumo de ${title}`,
    imageUrl: '',
    category: 'economia',
    categoryPath: '/categoria/economia',
    featured: false,
    status,
    tags: ['Economia', 'Inflação'],
    tagKeys: ['economia', 'inflacao'],
    slug,
    authorId,
    authorName: author.name,
    createdAt: PAST,
    updatedAt: PAST,
    publishedAt: status === 'published' ? LATER : null,
    ...(status === 'scheduled' && { scheduledFor: FUTURE }),
    ...(version !== undefined && { version }),
  };
}

export function storedImage(authorId: string) {
  return {
    filename: `foto-${authorId}.webp`,
    originalUrl: null,
    storagePath: `article_images/${authorId}/foto-${authorId}.webp`,
    thumbnailPath: `article_images/${authorId}/thumbnails/thumb_foto-${authorId}.webp`,
    url: `https://example.com/${authorId}.webp`,
    thumbnailUrl: `https://example.com/${authorId}-thumb.webp`,
    sizeBytes: 120_000,
    width: 1600,
    height: 900,
    format: 'webp',
    compressedSizeBytes: 80_000,
    compressionRatio: 0.33,
    authorId,
    articleId: null,
    isExternal: false,
    processingStatus: 'completed',
    createdAt: PAST,
    updatedAt: PAST,
  };
}

function profileWrites(): Write[] {
  return Object.values(PEOPLE)
    .filter((person) => person.role !== null)
    .map((person) => set(`profiles/${person.uid}`, storedProfile(person)));
}

/** Only the personas' profiles (what storage.rules reads), for a stack's shared project. */
export const seedProfiles = (owner: Firestore) => commit(owner, profileWrites());
export const removeProfiles = (owner: Firestore) =>
  commit(
    owner,
    Object.values(PEOPLE).map((person) => del(`profiles/${person.uid}`)),
  );

/** Writes the baseline as the emulator owner (rules bypassed). */
export async function seedBaseline(owner: Firestore): Promise<void> {
  const writes: Write[] = profileWrites();
  for (const person of Object.values(PEOPLE)) {
    if (person.role === null) continue;
    writes.push(
      set(`publicProfiles/${person.uid}`, { name: person.name, role: person.role, avatarUrl: null, updatedAt: PAST }),
    );
  }
  const articles = [
    ['published', 'published', 'Selic sobe pela terceira vez'],
    ['draft', 'draft', 'Rascunho sobre o orçamento'],
    ['scheduled', 'scheduled', 'Embargo: resultado do PIB'],
    ['demotedArticle', 'published', 'O real frente ao dólar'],
    ['contributorDraft', 'draft', 'Rascunho do colaborador'],
  ] as const;
  for (const [key, status, title] of articles) {
    const { id, slug, authorId } = SEEDED[key];
    writes.push(set(`articles/${id}`, storedArticle(key, status, title)));
    writes.push(set(`articleContents/${id}`, { content: `<p>${title}</p>`, status, authorId, updatedAt: PAST }));
    writes.push(set(`slugs/${slug}`, { articleId: id }));
  }
  writes.push(
    set('stats/tags', {
      tags: { economia: { label: 'Economia', count: 2 }, inflacao: { label: 'Inflação', count: 2 } },
      updatedAt: PAST,
    }),
  );
  writes.push(
    set('settings/site', {
      siteTitle: 'Pauta',
      siteDescription: 'Notícias em português',
      siteKeywords: 'notícias, tecnologia',
      siteUrl: 'http://localhost:5173',
      updatedAt: PAST,
    }),
  );
  writes.push(set(`article_images/${SEEDED.images.editor}`, storedImage(PEOPLE.editor.uid)));
  writes.push(set(`article_images/${SEEDED.images.otherEditor}`, storedImage(PEOPLE.otherEditor.uid)));
  writes.push(set(`article_images/${SEEDED.images.demoted}`, storedImage(PEOPLE.demoted.uid)));
  await commit(owner, writes);
}

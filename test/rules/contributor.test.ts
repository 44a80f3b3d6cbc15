// The contributor ('Colaborador'): writes and edits their own drafts (body, slug, autosave,
// revisions, lease, images) and asks for review; never publishes, schedules, approves, edits
// someone else's article, manages users or settings, or sees the newsroom's other data. Every
// allowance is tried and every denial proven here (the review transitions in review.test.ts).
import {
  collection,
  getCount,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied } from './support/cases';
import {
  createArticleWrites,
  FUTURE,
  newArticle,
  PAST,
  SEEDED,
  SEEDED_VERSIONS,
  storedImage,
} from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { PEOPLE } from './support/personas';
import { reviewMap, reviewRevision, revisionForm, transitionWrites } from './support/review';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('contributor');
const caio = PEOPLE.contributor;
const { contributorDraft: mine, draft: ednasDraft, published } = SEEDED;
const myVersion = SEEDED_VERSIONS[mine.id]!;
const db = () => bed().db('contributor');
const articles = (firestore: Firestore) => collection(firestore, 'articles');

/** A new article of Caio's, as his editor sends it. */
const ownArticle = (overrides: Record<string, unknown> = {}) =>
  newArticle({ authorId: caio.uid, authorName: caio.name, slug: 'pauta-do-caio', ...overrides });

/** A save of an existing article: metadata at the next version, and the body. */
const saveWrites = (id: string, version: number, fields: Record<string, unknown> = {}) => [
  update(`articles/${id}`, { title: 'Título revisto', ...fields, version, updatedAt: serverTimestamp() }),
  update(`articleContents/${id}`, {
    content: '<p>Texto revisto</p>',
    ...('status' in fields && { status: fields.status }),
    updatedAt: serverTimestamp(),
  }),
];

const saveRevisionData = (version: number) => ({
  form: revisionForm(),
  savedBy: caio.uid,
  savedByName: caio.name,
  savedAt: serverTimestamp(),
  version,
  kind: 'save',
});

const saveRevision = (articleId: string, version: number, id = 'r-caio') =>
  set(`articles/${articleId}/revisions/${id}`, saveRevisionData(version));

/** A valid schedule for staff: ten minutes from now. */
const SOON = () => Timestamp.fromMillis(Date.now() + 10 * 60_000);

describe('allowed: their own drafts', () => {
  it('creates a draft with its body, slug claim and first revision', () =>
    allowed(commit(db(), [...createArticleWrites('novo-caio', ownArticle()), saveRevision('novo-caio', 1)])));

  it('reads their draft and its body', async () => {
    await allowed(read(db(), `articles/${mine.id}`));
    await allowed(read(db(), `articleContents/${mine.id}`));
  });

  it('lists and counts their own articles (the query filters authorId)', async () => {
    const own = query(articles(db()), where('authorId', '==', caio.uid), orderBy('createdAt', 'desc'));
    await allowed(getDocs(own));
    await allowed(getCount(query(articles(db()), where('authorId', '==', caio.uid), where('status', '==', 'draft'))));
  });

  it('edits their draft at the next version, recording the save', () =>
    allowed(commit(db(), [...saveWrites(mine.id, myVersion + 1), saveRevision(mine.id, myVersion + 1)])));

  it('saves their draft as the editor writes it (no schedule: scheduledFor null)', () =>
    allowed(
      commit(db(), [
        ...saveWrites(mine.id, myVersion + 1, { status: 'draft', scheduledFor: null }),
        saveRevision(mine.id, myVersion + 1),
      ]),
    ));

  it('renames their draft: claims the new slug, frees the old one, leaves a redirect', () =>
    allowed(
      commit(db(), [
        ...saveWrites(mine.id, myVersion + 1, { slug: 'novo-endereco-do-caio' }),
        set('slugs/novo-endereco-do-caio', { articleId: mine.id }),
        del(`slugs/${mine.slug}`),
        set(`slugRedirects/${mine.slug}`, { articleId: mine.id }),
      ]),
    ));

  it('autosaves their draft and reads it back', async () => {
    const path = `articleDrafts/${mine.id}/people/${caio.uid}`;
    await allowed(
      commit(db(), [set(path, { form: revisionForm(), baseVersion: myVersion, updatedAt: serverTimestamp() })]),
    );
    await allowed(read(db(), path));
  });

  it('reads their article’s history and prunes it in a save', async () => {
    await commit(bed().owner(), [
      set(`articles/${mine.id}/revisions/velha`, {
        form: revisionForm(),
        savedBy: caio.uid,
        savedByName: caio.name,
        savedAt: PAST,
      }),
    ]);
    await allowed(read(db(), `articles/${mine.id}/revisions/velha`));
    await allowed(getDocs(collection(db(), `articles/${mine.id}/revisions`)));
    await allowed(
      commit(db(), [
        ...saveWrites(mine.id, myVersion + 1),
        saveRevision(mine.id, myVersion + 1),
        del(`articles/${mine.id}/revisions/velha`),
      ]),
    );
  });

  it('takes, renews and releases the edit lease of their article', async () => {
    const lock = `articleLocks/${mine.id}`;
    const session = 'sessao-caio-aba-1';
    await allowed(
      commit(db(), [
        set(lock, {
          holderId: caio.uid,
          holderName: caio.name,
          sessionId: session,
          acquiredAt: serverTimestamp(),
          renewedAt: serverTimestamp(),
        }),
      ]),
    );
    await allowed(read(db(), lock));
    await allowed(
      commit(db(), [update(lock, { holderId: caio.uid, sessionId: session, renewedAt: serverTimestamp() })]),
    );
    await allowed(commit(db(), [del(lock)]));
  });

  it('records an image for their draft (and for an article not created yet)', async () => {
    const record = (articleId: string | null) => ({
      filename: 'foto.png',
      originalUrl: null,
      storagePath: `article_images/${caio.uid}/foto.png`,
      url: '',
      authorId: caio.uid,
      articleId,
      isExternal: false,
      processingStatus: 'pending',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await allowed(commit(db(), [set('article_images/img-caio-1', record(mine.id))]));
    await allowed(commit(db(), [set('article_images/img-caio-2', record('ainda-nao-existe'))]));
    await allowed(read(db(), 'article_images/img-caio-1'));
  });

  it('asks for review of their draft', () =>
    allowed(
      commit(
        db(),
        transitionWrites({
          who: 'contributor',
          articleId: mine.id,
          version: myVersion + 1,
          state: 'requested',
          requestedBy: 'contributor',
          note: 'Pode revisar o segundo parágrafo?',
        }),
      ),
    ));

  it('creates a draft and asks for review in the same batch', () => {
    const request = {
      who: 'contributor',
      articleId: 'novo-revisao',
      version: 1,
      state: 'requested',
      requestedBy: 'contributor',
    } as const;
    const article = ownArticle({ slug: 'direto-para-revisao', review: reviewMap(request) });
    return allowed(commit(db(), [...createArticleWrites('novo-revisao', article), reviewRevision(request)]));
  });
});

describe('denied: publishing or scheduling', () => {
  it('creating a published article', () =>
    denied(commit(db(), createArticleWrites('pub-caio', ownArticle({ status: 'published' })))));

  it('creating a scheduled article, even for a valid future time', async () => {
    await denied(commit(db(), createArticleWrites('agendado-caio', ownArticle({ status: 'scheduled' }))));
    for (const at of [SOON(), FUTURE])
      await denied(
        commit(db(), createArticleWrites('agendado-caio', ownArticle({ status: 'scheduled', scheduledFor: at }))),
      );
  });

  it('publishing their draft', () =>
    denied(commit(db(), saveWrites(mine.id, myVersion + 1, { status: 'published', publishedAt: serverTimestamp() }))));

  it('scheduling their draft, even for a valid future time', async () => {
    await denied(commit(db(), saveWrites(mine.id, myVersion + 1, { status: 'scheduled' })));
    for (const at of [SOON(), FUTURE])
      await denied(commit(db(), saveWrites(mine.id, myVersion + 1, { status: 'scheduled', scheduledFor: at })));
  });

  it('giving their draft a publication time (scheduledFor), with or without the status', async () => {
    await denied(commit(db(), saveWrites(mine.id, myVersion + 1, { scheduledFor: SOON() })));
    await denied(
      commit(db(), createArticleWrites('quase-agendado', ownArticle({ slug: 'quase-agendado', scheduledFor: SOON() }))),
    );
  });

  it.each(['schedule', 'unschedule'])('recording a %s revision of their own draft', (kind) =>
    denied(commit(db(), [set(`articles/${mine.id}/revisions/r-agenda`, { ...saveRevisionData(myVersion), kind })])),
  );

  it('editing their article once an editor published it', async () => {
    await commit(bed().owner(), [
      update(`articles/${mine.id}`, { status: 'published', publishedAt: PAST, version: myVersion + 1 }),
      update(`articleContents/${mine.id}`, { status: 'published' }),
    ]);
    await denied(commit(db(), saveWrites(mine.id, myVersion + 2)));
    await denied(commit(db(), saveWrites(mine.id, myVersion + 2, { status: 'draft' })));
  });

  it('a body marked published for their draft', () =>
    denied(
      commit(db(), [
        update(`articles/${mine.id}`, { title: 'x', version: myVersion + 1, updatedAt: serverTimestamp() }),
        update(`articleContents/${mine.id}`, { status: 'published', updatedAt: serverTimestamp() }),
      ]),
    ));
});

describe('denied: someone else’s work', () => {
  it('creating an article in someone else’s name', () =>
    denied(commit(db(), createArticleWrites('em-nome-de-outro', newArticle({ slug: 'em-nome-de-outro' })))));

  it.each([
    ['an editor’s draft', ednasDraft.id, 1],
    ['a published article', published.id, 3],
  ])('editing %s', (_name, id, version) => denied(commit(db(), saveWrites(id, version + 1))));

  it('editing another contributor’s draft', async () => {
    await commit(
      bed().owner(),
      createArticleWrites(
        'da-clara',
        newArticle({
          authorId: PEOPLE.otherContributor.uid,
          authorName: PEOPLE.otherContributor.name,
          slug: 'rascunho-da-clara',
          createdAt: PAST,
          updatedAt: PAST,
        }),
      ),
    );
    await denied(commit(db(), saveWrites('da-clara', 2)));
    await denied(read(db(), 'articles/da-clara'));
  });

  it('deleting their own draft (editors and admins delete)', () =>
    denied(commit(db(), [del(`articles/${mine.id}`), del(`articleContents/${mine.id}`), del(`slugs/${mine.slug}`)])));

  it.each([
    ['reading an editor’s draft', () => read(db(), `articles/${ednasDraft.id}`)],
    ['reading the body of an editor’s draft', () => read(db(), `articleContents/${ednasDraft.id}`)],
    ['listing every article', () => getDocs(query(articles(db()), orderBy('createdAt', 'desc')))],
    ['listing drafts', () => getDocs(query(articles(db()), where('status', '==', 'draft')))],
    [
      'listing another person’s articles',
      () => getDocs(query(articles(db()), where('authorId', '==', PEOPLE.editor.uid))),
    ],
    ['counting every article', () => getCount(articles(db()))],
    ['reading an editor’s history', () => getDocs(collection(db(), `articles/${published.id}/revisions`))],
    ['reading an editor’s lease', () => read(db(), `articleLocks/${published.id}`)],
    ['listing who is editing what', () => getDocs(collection(db(), 'articleLocks'))],
    ['reading an editor’s autosave', () => read(db(), `articleDrafts/${published.id}/people/${PEOPLE.editor.uid}`)],
    ['reading an editor’s image record', () => read(db(), `article_images/${SEEDED.images.editor}`)],
    ['listing slugs', () => getDocs(collection(db(), 'slugs'))],
  ])('%s', (_name, request) => denied(request()));

  it('autosaving a draft of an editor’s article', () =>
    denied(
      commit(db(), [
        set(`articleDrafts/${published.id}/people/${caio.uid}`, {
          form: revisionForm(),
          baseVersion: 3,
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));

  it('recording or pruning revisions of an editor’s article', async () => {
    await denied(commit(db(), [saveRevision(published.id, 3)]));
    await commit(bed().owner(), [
      set(`articles/${published.id}/revisions/velha`, {
        form: revisionForm(),
        savedBy: 'edna',
        savedByName: 'Edna',
        savedAt: PAST,
      }),
    ]);
    await denied(commit(db(), [del(`articles/${published.id}/revisions/velha`)]));
  });

  it('taking the lease of an editor’s article', () =>
    denied(
      commit(db(), [
        set(`articleLocks/${published.id}`, {
          holderId: caio.uid,
          holderName: caio.name,
          sessionId: 'sessao-caio-aba-1',
          acquiredAt: serverTimestamp(),
          renewedAt: serverTimestamp(),
        }),
      ]),
    ));

  it('claiming a slug for an editor’s article, or leaving a redirect to it', async () => {
    await denied(commit(db(), [set('slugs/outro-endereco', { articleId: published.id })]));
    await denied(commit(db(), [set('slugRedirects/qualquer', { articleId: published.id })]));
  });

  it('linking an image to an editor’s article', () =>
    denied(
      commit(db(), [
        set('article_images/img-caio-3', {
          filename: 'foto.png',
          originalUrl: null,
          storagePath: `article_images/${caio.uid}/foto.png`,
          url: '',
          authorId: caio.uid,
          articleId: published.id,
          isExternal: false,
          processingStatus: 'pending',
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));

  it('recording an image in another person’s name', () =>
    denied(
      commit(db(), [
        set('article_images/img-caio-4', {
          ...storedImage(PEOPLE.editor.uid),
          processingStatus: 'pending',
          url: '',
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));
});

describe('denied: users, settings, the newsroom’s data', () => {
  it.each([
    ['listing profiles', () => getDocs(collection(db(), 'profiles'))],
    ['reading an editor’s profile', () => read(db(), `profiles/${PEOPLE.editor.uid}`)],
    ['listing public profiles', () => getDocs(collection(db(), 'publicProfiles'))],
    ['listing pautas', () => getDocs(collection(db(), 'generatedPosts'))],
    ['reading the site statistics', () => getDocs(collection(db(), 'statsSite'))],
    ['reading a preview link', () => read(db(), 'previewLinks/qualquer')],
  ])('%s', (_name, request) => denied(request()));

  it('changing a role (someone else’s, or their own to editor)', async () => {
    await denied(
      commit(db(), [update(`profiles/${PEOPLE.user.uid}`, { role: 'contributor', updatedAt: serverTimestamp() })]),
    );
    await denied(commit(db(), [update(`profiles/${caio.uid}`, { role: 'editor', updatedAt: serverTimestamp() })]));
  });

  it('saving the site settings', () =>
    denied(
      commit(db(), [
        set('settings/site', {
          siteTitle: 'Outro título',
          siteDescription: '',
          siteKeywords: '',
          siteUrl: '',
          updatedAt: serverTimestamp(),
        }),
      ]),
    ));

  it('saving a pauta', () =>
    denied(
      commit(db(), [
        set('generatedPosts/p-caio', {
          headline: 'Manchete',
          sourceUrl: 'https://exemplo.com.br/noticia',
          sourceKey: 'exemplo.com.br/noticia',
          publisher: 'Exemplo',
          sourcePublishedAt: null,
          excerpt: '',
          steps: [],
          status: 'new',
          assigneeId: null,
          assigneeName: '',
          articleId: null,
          createdBy: caio.uid,
          createdByName: caio.name,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          version: 1,
        }),
      ]),
    ));
});

describe('a demotion and a promotion apply on the next request', () => {
  it('a contributor set back to user loses their own drafts at once', async () => {
    await allowed(read(db(), `articles/${mine.id}`));
    await commit(bed().db('admin'), [update(`profiles/${caio.uid}`, { role: 'user', updatedAt: serverTimestamp() })]);
    await denied(read(db(), `articles/${mine.id}`));
    await denied(commit(db(), saveWrites(mine.id, myVersion + 1)));
  });

  it('an admin makes a user a contributor, who may then create a draft', async () => {
    const ursula = PEOPLE.user;
    const article = newArticle({ authorId: ursula.uid, authorName: ursula.name, slug: 'primeiro-texto-da-ursula' });
    await denied(commit(bed().db('user'), createArticleWrites('da-ursula', article)));
    await allowed(
      commit(bed().db('admin'), [
        update(`profiles/${ursula.uid}`, { role: 'contributor', updatedAt: serverTimestamp() }),
      ]),
    );
    await allowed(commit(bed().db('user'), createArticleWrites('da-ursula', article)));
  });
});

// Scheduled publishing (docs/data-model.md "Publishing"): a scheduled article and its body are staff's
// until the server publishes them; only staff schedule, reschedule or cancel; no client write makes
// an article public or sets publishedAt; publications/{id} is staff's to read and nobody's to write.
import {
  collection,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, it, expect } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { createArticleWrites, FUTURE, newArticle, PAST, SEEDED, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update, type Write } from './support/writes';

const bed = useRulesBed('scheduling');
const isStaff = (who: Who) => STAFF.includes(who);
const { draft, published, scheduled } = SEEDED;
const articles = (db: Firestore) => collection(db, 'articles');
const uidOf = (who: Who) => (who === 'anonymous' ? PEOPLE.user.uid : PEOPLE[who as PersonaKey].uid);
const SOON = () => Timestamp.fromMillis(Date.now() + 10 * 60_000);

/** The batch that moves an article to `status` (with its body's status) plus `fields`. */
const move = (id: string, status: string, fields: Record<string, unknown> = {}): Write[] => [
  update(`articles/${id}`, touchArticle({ status, ...fields })),
  update(`articleContents/${id}`, { status, updatedAt: serverTimestamp() }),
];

describe('a scheduled article is not public', () => {
  it.each(ALL_CALLERS)('%s reading a scheduled article', (who) =>
    expectRule(isStaff(who), read(bed().db(who), `articles/${scheduled.id}`)),
  );

  it.each(ALL_CALLERS)('%s reading the body of a scheduled article', (who) =>
    expectRule(isStaff(who), read(bed().db(who), `articleContents/${scheduled.id}`)),
  );

  it.each(ALL_CALLERS)('%s listing scheduled articles', (who) =>
    expectRule(isStaff(who), getDocs(query(articles(bed().db(who)), where('status', '==', 'scheduled')))),
  );

  it('a visitor’s published-articles query by its slug finds nothing', async () => {
    const q = query(
      articles(bed().db('anonymous')),
      where('status', '==', 'published'),
      where('slug', '==', scheduled.slug),
      limit(1),
    );
    await allowed(getDocs(q));
    expect((await getDocs(q)).size).toBe(0);
  });
});

describe('only staff schedule', () => {
  const own = (who: Who, overrides: Record<string, unknown> = {}) => newArticle({ authorId: uidOf(who), ...overrides });

  it.each(ALL_CALLERS)('%s creating a scheduled article', (who) =>
    expectRule(
      isStaff(who),
      commit(bed().db(who), createArticleWrites('agendar', own(who, { status: 'scheduled', scheduledFor: SOON() }))),
    ),
  );

  it.each(ALL_CALLERS)('%s scheduling a draft', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), move(draft.id, 'scheduled', { scheduledFor: SOON() }))),
  );

  it.each(ALL_CALLERS)('%s rescheduling a scheduled article', (who) =>
    expectRule(
      isStaff(who),
      commit(bed().db(who), [update(`articles/${scheduled.id}`, touchArticle({ scheduledFor: SOON() }))]),
    ),
  );

  it.each(ALL_CALLERS)('%s cancelling a schedule (back to a draft, with its body)', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), move(scheduled.id, 'draft', { scheduledFor: null }))),
  );

  it('allowed: taking a published article off until a new time (publishedAt kept)', () =>
    allowed(commit(bed().db('editor'), move(published.id, 'scheduled', { scheduledFor: SOON() }))));

  it('allowed: editing a scheduled article whose time has passed, keeping its time (the sweep publishes it)', async () => {
    await commit(bed().owner(), [update(`articles/${scheduled.id}`, { scheduledFor: PAST })]);
    await allowed(
      commit(bed().db('editor'), [update(`articles/${scheduled.id}`, touchArticle({ title: 'Corrigido' }))]),
    );
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['without a time', { status: 'scheduled', scheduledFor: null }],
    ['with a time in the past', { status: 'scheduled', scheduledFor: PAST }],
    ['with the time as text', { status: 'scheduled', scheduledFor: '10/03/2099 07:00' }],
    ['a draft carrying a time', { status: 'draft', scheduledFor: FUTURE }],
  ];
  it.each(invalid)('denied: creating a scheduled article %s', (_name, fields) =>
    denied(commit(bed().db('editor'), createArticleWrites('invalido', own('editor', fields)))),
  );

  it('denied: a scheduled article without the key at all', () => {
    const article = own('editor', { status: 'scheduled' });
    delete article.scheduledFor;
    return denied(commit(bed().db('editor'), createArticleWrites('sem-hora', article)));
  });

  it.each<[string, Write[]]>([
    ['rescheduling to a time in the past', [update(`articles/${scheduled.id}`, touchArticle({ scheduledFor: PAST }))]],
    ['scheduling a draft without a time', move(draft.id, 'scheduled')],
    ['cancelling but keeping the time', move(scheduled.id, 'draft')],
    [
      'cancelling without the body',
      [update(`articles/${scheduled.id}`, touchArticle({ status: 'draft', scheduledFor: null }))],
    ],
    [
      'scheduling a published article for a past time it carried',
      [...move(published.id, 'scheduled', { scheduledFor: PAST })],
    ],
  ])('denied: %s', (_name, writes) => denied(commit(bed().db('editor'), writes)));
});

describe('publishing is the server’s step', () => {
  it.each(ALL_CALLERS)('%s making a scheduled article public', (who) =>
    denied(commit(bed().db(who), move(scheduled.id, 'published', { publishedAt: serverTimestamp() }))),
  );

  it.each(ALL_CALLERS)('%s publishing a scheduled article with its own time as publishedAt', (who) =>
    denied(commit(bed().db(who), move(scheduled.id, 'published', { publishedAt: FUTURE }))),
  );

  it.each(ALL_CALLERS)('%s publishing without publishedAt', (who) =>
    denied(commit(bed().db(who), move(scheduled.id, 'published'))),
  );

  it('allowed: editing a published article keeps it published (its publishedAt and schedule untouched)', () =>
    allowed(commit(bed().db('admin'), [update(`articles/${published.id}`, touchArticle({ title: 'Atualizado' }))])));

  it.each<[string, Record<string, unknown>]>([
    ['moving its publishedAt', { publishedAt: serverTimestamp() }],
    ['giving it a schedule', { scheduledFor: FUTURE }],
  ])('denied: editing a published article and %s', (_name, fields) =>
    denied(commit(bed().db('admin'), [update(`articles/${published.id}`, touchArticle(fields))])),
  );

  it('denied: a draft that sets its own publishedAt', () =>
    denied(
      commit(bed().db('editor'), [update(`articles/${draft.id}`, touchArticle({ publishedAt: serverTimestamp() }))]),
    ));
});

describe('publications/{id} (written by the publish step only)', () => {
  const record = {
    articleId: published.id,
    title: 'Selic sobe pela terceira vez',
    slug: published.slug,
    category: 'economia',
    authorName: 'Edna Editora',
    scheduledFor: PAST,
    publishedAt: PAST,
    lateMs: 420,
    scheduled: true,
    via: 'task',
    version: 4,
  };
  const seedRecord = () => commit(bed().owner(), [set('publications/pub-1-v4', record)]);

  it.each(ALL_CALLERS)('%s reading a publication record', async (who) => {
    await seedRecord();
    await expectRule(isStaff(who), read(bed().db(who), 'publications/pub-1-v4'));
  });

  it.each(ALL_CALLERS)('%s listing publications by schedule', async (who) => {
    await seedRecord();
    await expectRule(
      isStaff(who),
      getDocs(query(collection(bed().db(who), 'publications'), where('scheduled', '==', true))),
    );
  });

  it.each(ALL_CALLERS)('denied: %s writing a publication record', (who) =>
    denied(commit(bed().db(who), [set('publications/forjado', { ...record, lateMs: 0 })])),
  );

  it.each(STAFF)('denied: %s deleting a publication record', async (who) => {
    await seedRecord();
    await denied(commit(bed().db(who), [del('publications/pub-1-v4')]));
  });
});

describe('revisions of schedule changes', () => {
  const revision = (who: Who, overrides: Record<string, unknown> = {}) => ({
    form: {
      title: 'Embargo: resultado do PIB',
      excerpt: '',
      content: '<p>x</p>',
      imageUrl: '',
      category: 'economia',
      tags: [],
      featured: false,
      status: 'scheduled',
      slug: scheduled.slug,
      metaTitle: '',
      metaDescription: '',
      publishAt: '10/03/2099 07:00',
    },
    savedBy: uidOf(who),
    savedByName: 'Edna',
    savedAt: serverTimestamp(),
    version: 3,
    ...overrides,
  });
  const path = `articles/${scheduled.id}/revisions/r1`;

  it.each(['schedule', 'unschedule'])('allowed: staff record a %s revision', (kind) =>
    allowed(commit(bed().db('editor'), [set(path, revision('editor', { kind }))])),
  );

  it.each(ALL_CALLERS)('denied: %s recording a publish revision (the server’s)', (who) =>
    denied(commit(bed().db(who), [set(path, revision(who, { kind: 'publish' }))])),
  );

  it('denied: a publishAt longer than DD/MM/AAAA HH:mm', () =>
    denied(
      commit(bed().db('editor'), [
        set(path, revision('editor', { form: { ...revision('editor').form, publishAt: '10/03/2099 07:00:00' } })),
      ]),
    ));
});

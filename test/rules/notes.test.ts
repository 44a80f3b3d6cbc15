// Corrections and updates (articles/{id}/notes/v{version}): a note goes out only with the save of a
// published article's next version, which moves 'Atualizado em' (modifiedAt) to now and noteCount by
// one; once written nobody edits or deletes it through the client SDKs. modifiedAt moves only to
// now and only on an article that was published; /correcoes' entries are the functions'.
import { deleteDoc, doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { SEEDED, SEEDED_VERSIONS, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type Who } from './support/personas';
import { commit, read, set, update, type Write } from './support/writes';

const bed = useRulesBed('notes');
const { published, draft } = SEEDED;
const next = (id: string) => (SEEDED_VERSIONS[id] ?? 0) + 1;

function note(who: Who, version: number, overrides: Record<string, unknown> = {}) {
  const person = who === 'anonymous' ? PEOPLE.user : PEOPLE[who];
  return {
    kind: 'correction',
    text: 'O texto dizia 3%; a taxa é 3,5%.',
    authorId: person.uid,
    authorName: person.name,
    createdAt: serverTimestamp(),
    version,
    ...overrides,
  };
}

/** The editor's save of a published article with a note: next version, modifiedAt, noteCount, note. */
function savedWithNote(
  who: Who,
  options: { id?: string; version?: number; article?: Record<string, unknown>; note?: Record<string, unknown> } = {},
): Write[] {
  const id = options.id ?? published.id;
  const version = options.version ?? next(id);
  return [
    update(`articles/${id}`, {
      title: 'Selic sobe para 10,5%',
      version,
      updatedAt: serverTimestamp(),
      modifiedAt: serverTimestamp(),
      noteCount: 1,
      ...options.article,
    }),
    update(`articleContents/${id}`, { content: '<p>Corrigido.</p>', updatedAt: serverTimestamp() }),
    set(`articles/${id}/notes/v${version}`, note(who, version, options.note)),
  ];
}

/** Stores a note as the functions or an earlier save would have (rules bypassed). */
async function storedNote() {
  const version = next(published.id);
  await commit(bed().owner(), [
    update(`articles/${published.id}`, { version, noteCount: 1, modifiedAt: Timestamp.now() }),
    set(`articles/${published.id}/notes/v${version}`, { ...note('editor', version), createdAt: Timestamp.now() }),
  ]);
  return `articles/${published.id}/notes/v${version}`;
}

describe('writing a note with the save', () => {
  it.each(STAFF)('allowed: %s saves a published article with a correction', (who) =>
    allowed(commit(bed().db(who), savedWithNote(who))),
  );

  it('allowed: an update note (Atualização)', () =>
    allowed(commit(bed().db('editor'), savedWithNote('editor', { note: { kind: 'update' } }))));

  it.each(NOT_STAFF)('denied: %s writes a note', (who) => denied(commit(bed().db(who), savedWithNote(who))));

  it.each<[string, Record<string, unknown>]>([
    ['an unknown kind', { kind: 'errata' }],
    ['an empty text', { text: '' }],
    ['a text over 1,000 characters', { text: 'x'.repeat(1001) }],
    ['another author', { authorId: PEOPLE.otherEditor.uid }],
    ['an author name over 100', { authorName: 'n'.repeat(101) }],
    ['another person’s name as its author', { authorName: PEOPLE.otherEditor.name }],
    ['a chosen time', { createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }],
    ['an extra key', { pinned: true }],
  ])('denied: a note with %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), savedWithNote('editor', { note: overrides }))),
  );

  it('denied: a note whose id is not the version the save writes', async () => {
    const version = next(published.id);
    const writes = savedWithNote('editor');
    writes[2] = set(`articles/${published.id}/notes/v${version + 1}`, note('editor', version));
    await denied(commit(bed().db('editor'), writes));
  });

  it('denied: a note without the article save (no new version)', () =>
    denied(commit(bed().db('editor'), [savedWithNote('editor')[2]!])));

  it.each(['noteCount', 'modifiedAt'])('denied: the save with a note that leaves %s as stored', (key) => {
    const writes = savedWithNote('editor');
    const data = { ...(writes[0] as { data: Record<string, unknown> }).data };
    delete data[key];
    writes[0] = update(`articles/${published.id}`, data);
    return denied(commit(bed().db('editor'), writes));
  });

  it('denied: noteCount moved without a note', () =>
    denied(
      commit(bed().db('editor'), [
        update(`articles/${published.id}`, touchArticle({ noteCount: 1 })),
        update(`articleContents/${published.id}`, { content: '<p>x</p>', updatedAt: serverTimestamp() }),
      ]),
    ));

  it('denied: a note on a draft (nothing public to correct)', () =>
    denied(
      commit(
        bed().db('editor'),
        savedWithNote('editor', { id: draft.id, article: { title: 'Rascunho' } }).map((w) =>
          w.op === 'update' && w.path.startsWith('articles/') ? update(w.path, { ...w.data, modifiedAt: null }) : w,
        ),
      ),
    ));
});

describe("'Atualizado em' (modifiedAt)", () => {
  const save = (data: Record<string, unknown>, id: string = published.id): Write[] => [
    update(`articles/${id}`, touchArticle(data)),
    update(`articleContents/${id}`, { content: '<p>Novo texto.</p>', updatedAt: serverTimestamp() }),
  ];

  it('allowed: a material change of a published article moves it to now', () =>
    allowed(commit(bed().db('editor'), save({ modifiedAt: serverTimestamp() }))));

  it("allowed: an 'Alteração menor' leaves it as stored", () =>
    allowed(commit(bed().db('editor'), save({ title: 'Selic sobe pela 3ª vez' }))));

  it('denied: any time but now', () =>
    denied(commit(bed().db('editor'), save({ modifiedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }))));

  it('denied: on a draft (a first publication is no update)', () =>
    denied(commit(bed().db('editor'), save({ modifiedAt: serverTimestamp() }, draft.id))));

  it('denied: a new article that says it was updated or has notes', async () => {
    const { createArticleWrites, newArticle } = await import('./support/fixtures');
    await denied(
      commit(bed().db('editor'), createArticleWrites('nova-1', newArticle({ modifiedAt: serverTimestamp() }))),
    );
    await denied(commit(bed().db('editor'), createArticleWrites('nova-2', newArticle({ noteCount: 1 }))));
  });
});

describe('a published note is the record', () => {
  it.each(ALL_CALLERS)('%s: nobody edits a stored note', async (who) => {
    const path = await storedNote();
    await denied(updateDoc(doc(bed().db(who), path), { text: 'Outro texto.' }));
  });

  it.each(ALL_CALLERS)('%s: nobody deletes a stored note', async (who) => {
    const path = await storedNote();
    await denied(deleteDoc(doc(bed().db(who), path)));
  });

  it('denied: overwriting a stored note with a later save of the same id', async () => {
    const path = await storedNote();
    await denied(commit(bed().db('editor'), [set(path, note('editor', next(published.id)))]));
  });

  it.each(ALL_CALLERS)('%s: reads the notes of a published article (staff and readers alike)', async (who) => {
    const path = await storedNote();
    await allowed(read(bed().db(who), path));
  });

  it.each(ALL_CALLERS)("%s: a draft's notes are staff's only", async (who) => {
    await commit(bed().owner(), [
      set(`articles/${draft.id}/notes/v9`, { ...note('editor', 9), createdAt: Timestamp.now() }),
    ]);
    await expectRule(STAFF.includes(who), read(bed().db(who), `articles/${draft.id}/notes/v9`));
  });
});

describe('corrections (/correcoes): listed by the save, kept by the functions', () => {
  const entry = (version: number, overrides: Record<string, unknown> = {}) =>
    set(`corrections/${published.id}_v${version}`, {
      articleId: published.id,
      articleTitle: 'Selic sobe para 10,5%',
      articleSlug: published.slug,
      text: 'O texto dizia 3%; a taxa é 3,5%.',
      createdAt: serverTimestamp(),
      ...overrides,
    });

  it.each(STAFF)('allowed: %s lists a correction with the save that publishes it', (who) =>
    allowed(commit(bed().db(who), [...savedWithNote(who), entry(next(published.id))])),
  );

  it.each<[string, Record<string, unknown>]>([
    ['another text', { text: 'Outro texto.' }],
    ['another title', { articleTitle: 'Título antigo' }],
    ['another slug', { articleSlug: 'outro-slug' }],
    ['a time of its own', { createdAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }],
    ['an extra key', { kind: 'correction' }],
  ])('denied: an entry with %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [...savedWithNote('editor'), entry(next(published.id), overrides)])),
  );

  it('denied: an entry for an update note, under another id, or without its note', async () => {
    await denied(
      commit(bed().db('editor'), [...savedWithNote('editor', { note: { kind: 'update' } }), entry(next(published.id))]),
    );
    await denied(commit(bed().db('editor'), [...savedWithNote('editor'), entry(next(published.id) + 1)]));
    await denied(commit(bed().db('editor'), [entry(next(published.id))]));
  });

  it.each(ALL_CALLERS)('%s: reads them, changes none', async (who) => {
    await commit(bed().owner(), [
      set('corrections/pub-1_v4', {
        articleId: published.id,
        articleTitle: 'Selic',
        articleSlug: published.slug,
        text: 'Corrigido.',
        createdAt: Timestamp.now(),
      }),
    ]);
    await allowed(read(bed().db(who), 'corrections/pub-1_v4'));
    await denied(commit(bed().db(who), [update('corrections/pub-1_v4', { text: 'Outro.' })]));
    await denied(
      commit(bed().db(who), [
        set('corrections/novo', {
          articleId: published.id,
          articleTitle: 'x',
          articleSlug: 'x',
          text: 'x',
          createdAt: serverTimestamp(),
        }),
      ]),
    );
  });
});

// generatedPosts/{id} (pautas) are staff only: editors and admins save them from the news search,
// assign them, discard and restore them (versioned like articles), and link the article made from
// one in the batch that creates it. previewLinks/{hash} (hashed preview tokens) have no rule at all:
// no client, staff included, reads, lists or writes them.
import { collection, getDocs, increment, serverTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { allowed, denied, expectRule } from './support/cases';
import { createArticleWrites, newArticle, PAST } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type PersonaKey, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('generated-posts');
const isStaff = (who: Who) => STAFF.includes(who);
const uidOf = (who: Who) => (who === 'anonymous' ? PEOPLE.user.uid : PEOPLE[who as PersonaKey].uid);
const STORED = 'generatedPosts/pauta-1';

/** A pauta as 'Salvar como pauta' writes it. */
const newPauta = (who: Who, overrides: Record<string, unknown> = {}) => ({
  headline: 'Anatel abre consulta pública sobre o 5G',
  sourceUrl: 'https://g1.globo.com/tecnologia/noticia/anatel-5g.ghtml',
  sourceKey: 'g1.globo.com/tecnologia/noticia/anatel-5g.ghtml',
  publisher: 'g1',
  sourcePublishedAt: '2026-02-01T12:00:00.000Z',
  excerpt: 'Pauta a partir da reportagem.',
  steps: [{ label: 'O fato', text: 'resumir o que a reportagem informa.' }],
  status: 'new',
  assigneeId: null,
  assigneeName: '',
  articleId: null,
  createdBy: uidOf(who),
  createdByName: 'Quem salvou',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  version: 1,
  ...overrides,
});

/** The stored pauta (version 1), arranged as the owner. */
const storedPauta = (overrides: Record<string, unknown> = {}) =>
  commit(bed().owner(), [set(STORED, { ...newPauta('editor'), createdAt: PAST, updatedAt: PAST, ...overrides })]);

const change = (fields: Record<string, unknown>, version: unknown = 2) =>
  update(STORED, { ...fields, version, updatedAt: serverTimestamp() });

describe('who may read and save pautas', () => {
  it.each(ALL_CALLERS)('%s saving a pauta', (who) =>
    expectRule(isStaff(who), commit(bed().db(who), [set('generatedPosts/nova', newPauta(who))])),
  );

  it.each(ALL_CALLERS)('%s reading a pauta', async (who) => {
    await storedPauta();
    await expectRule(isStaff(who), read(bed().db(who), STORED));
  });

  it.each(ALL_CALLERS)('%s listing pautas', async (who) => {
    await storedPauta();
    await expectRule(isStaff(who), getDocs(collection(bed().db(who), 'generatedPosts')));
  });

  it.each(NOT_STAFF)('denied: %s assigning a pauta', async (who) => {
    await storedPauta();
    await denied(commit(bed().db(who), [change({ assigneeId: PEOPLE.editor.uid, assigneeName: PEOPLE.editor.name })]));
  });

  it.each(ALL_CALLERS)('denied: %s deleting a pauta', async (who) => {
    await storedPauta();
    await denied(commit(bed().db(who), [del(STORED)]));
  });
});

describe('saving a pauta', () => {
  it.each<[string, Record<string, unknown>]>([
    ['already in production', { status: 'in-production' }],
    ['linked to an article', { articleId: 'pub-1' }],
    ['in someone else’s name', { createdBy: PEOPLE.admin.uid }],
    ['at version 2', { version: 2 }],
    ['a back-dated creation', { createdAt: PAST }],
    ['a javascript: link', { sourceUrl: 'javascript:alert(1)' }],
    ['an empty headline', { headline: '' }],
    ['a 301-character headline', { headline: 'M'.repeat(301) }],
    ['eleven steps', { steps: Array.from({ length: 11 }, () => ({ label: 'a', text: 'b' })) }],
    ['steps as text', { steps: 'O fato: ...' }],
    ['an unknown status', { status: 'published' }],
    ['an extra key', { views: 1 }],
    ['a reader as the person responsible', { assigneeId: PEOPLE.user.uid, assigneeName: PEOPLE.user.name }],
  ])('denied: a pauta %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [set('generatedPosts/nova', newPauta('editor', overrides))])),
  );

  it('denied: a pauta without its source link', () => {
    const pauta: Record<string, unknown> = newPauta('editor');
    delete pauta.sourceUrl;
    return denied(commit(bed().db('editor'), [set('generatedPosts/nova', pauta)]));
  });
});

describe('working a pauta: versioned like articles', () => {
  it.each<[string, Record<string, unknown>]>([
    ['assigns it to an editor', { assigneeId: PEOPLE.otherEditor.uid, assigneeName: PEOPLE.otherEditor.name }],
    ['assigns it to an admin', { assigneeId: PEOPLE.admin.uid, assigneeName: PEOPLE.admin.name }],
    ['discards it', { status: 'discarded' }],
  ])('allowed: an editor %s', async (_name, fields) => {
    await storedPauta();
    await allowed(commit(bed().db('editor'), [change(fields)]));
  });

  it('allowed: undoing a discard (back to new); denied: back to in production without an article', async () => {
    await storedPauta({ status: 'discarded' });
    await denied(commit(bed().db('editor'), [change({ status: 'in-production' })]));
    await allowed(commit(bed().db('editor'), [change({ status: 'new' })]));
  });

  it.each<[string, Record<string, unknown>]>([
    ['to a contributor', { assigneeId: PEOPLE.contributor.uid, assigneeName: PEOPLE.contributor.name }],
    ['to a reader', { assigneeId: PEOPLE.user.uid, assigneeName: PEOPLE.user.name }],
    ['to a demoted editor', { assigneeId: PEOPLE.demoted.uid, assigneeName: PEOPLE.demoted.name }],
    ['to an account without a profile', { assigneeId: 'ninguem', assigneeName: 'Ninguém' }],
  ])('denied: assigning it %s', async (_name, fields) => {
    await storedPauta();
    await denied(commit(bed().db('editor'), [change(fields)]));
  });

  it.each<[string, Record<string, unknown>]>([
    ['its headline', { headline: 'Outra manchete' }],
    ['its source link', { sourceUrl: 'https://outro.com.br/x', sourceKey: 'outro.com.br/x' }],
    ['its outline', { steps: [] }],
    ['who saved it', { createdBy: PEOPLE.admin.uid }],
    ['its creation time', { createdAt: serverTimestamp() }],
  ])('denied: changing %s', async (_name, fields) => {
    await storedPauta();
    await denied(commit(bed().db('editor'), [change(fields)]));
  });

  it.each<[string, unknown]>([
    ['the stored version (a stale copy)', 1],
    ['a skipped version', 3],
  ])('denied: a change carrying %s', async (_name, version) => {
    await storedPauta();
    await denied(commit(bed().db('editor'), [change({ status: 'discarded' }, version)]));
  });

  it('two editors acting on the same copy: the first change lands, the second is refused', async () => {
    await storedPauta();
    const results = await Promise.allSettled([
      commit(bed().db('editor'), [change({ status: 'discarded' })]),
      commit(bed().db('admin'), [change({ assigneeId: PEOPLE.admin.uid, assigneeName: PEOPLE.admin.name })]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await read(bed().owner(), STORED)).data()!.version).toBe(2);
  });
});

describe('linking the article made from a pauta', () => {
  const article = (slug: string) => newArticle({ slug });
  const link = (articleId: string) =>
    update(STORED, { status: 'in-production', articleId, version: increment(1), updatedAt: serverTimestamp() });

  it('allowed: in the batch that creates the article', async () => {
    await storedPauta();
    await allowed(
      commit(bed().db('editor'), [...createArticleWrites('da-pauta', article('da-pauta')), link('da-pauta')]),
    );
    expect((await read(bed().owner(), STORED)).data()).toMatchObject({
      status: 'in-production',
      articleId: 'da-pauta',
    });
  });

  it('denied: linking an article that does not exist', async () => {
    await storedPauta();
    await denied(commit(bed().db('editor'), [link('nao-existe')]));
  });

  it('denied: linking a second article to a pauta already in production', async () => {
    await storedPauta({ status: 'in-production', articleId: 'pub-1' });
    await denied(commit(bed().db('editor'), [...createArticleWrites('outra', article('outra')), link('outra')]));
  });

  it('two editors making an article of the same pauta at once: one article is linked, the other batch is refused whole', async () => {
    await storedPauta();
    const results = await Promise.allSettled([
      commit(bed().db('editor'), [...createArticleWrites('da-edna', article('da-edna')), link('da-edna')]),
      commit(bed().db('admin'), [
        ...createArticleWrites('da-ada', newArticle({ slug: 'da-ada', authorId: PEOPLE.admin.uid })),
        link('da-ada'),
      ]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const linked = (await read(bed().owner(), STORED)).data()!.articleId as string;
    const other = linked === 'da-edna' ? 'da-ada' : 'da-edna';
    expect((await read(bed().owner(), `articles/${linked}`)).exists()).toBe(true);
    expect((await read(bed().owner(), `articles/${other}`)).exists()).toBe(false);
  });
});

describe('previewLinks/{hash}: no client access', () => {
  it.each(ALL_CALLERS)('denied: %s reading, listing or writing a preview token', async (who) => {
    await commit(bed().owner(), [
      set('previewLinks/abc123', { articleId: 'draft-1', createdBy: PEOPLE.editor.uid, createdAt: PAST }),
    ]);
    await denied(read(bed().db(who), 'previewLinks/abc123'));
    await denied(getDocs(collection(bed().db(who), 'previewLinks')));
    await denied(commit(bed().db(who), [set('previewLinks/def456', { articleId: 'draft-1' })]));
  });
});

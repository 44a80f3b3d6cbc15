// Live coverage (liveCoverage/{articleId} and its entries): staff start it on a published article,
// post entries under their own name and the server's time, edit their own within 5 minutes, pin one,
// delete one and end the coverage; nobody else writes any of it, everyone reads it. Two staff
// members posting at the same moment both get in, in the server's order.
import { collection, deleteField, getDocs, orderBy, query, serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { allowed, denied } from './support/cases';
import { createArticleWrites, newArticle, SEEDED, touchArticle } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { ALL_CALLERS, NOT_STAFF, PEOPLE, STAFF, type Who } from './support/personas';
import { commit, del, read, set, update } from './support/writes';

const bed = useRulesBed('live-coverage');
const { published, draft } = SEEDED;
const coverage = (id: string = published.id) => `liveCoverage/${id}`;
const entryPath = (entryId: string, id: string = published.id) => `liveCoverage/${id}/entries/${entryId}`;

const started = (who: Who = 'editor', overrides: Record<string, unknown> = {}) => ({
  status: 'live',
  startedAt: serverTimestamp(),
  startedBy: who === 'anonymous' ? 'ninguem' : PEOPLE[who].uid,
  endedAt: null,
  pinnedEntryId: null,
  ...overrides,
});

/** `value` without `key` (a field left out, which Firestore's client refuses to send as undefined). */
const without = <T extends Record<string, unknown>>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

const entry = (who: Who, overrides: Record<string, unknown> = {}) => {
  const person = who === 'anonymous' ? PEOPLE.user : PEOPLE[who];
  return {
    text: 'Começa a apresentação: https://exemplo.com/evento',
    imageUrl: '',
    imageAlt: '',
    embed: null,
    authorId: person.uid,
    authorName: person.name,
    createdAt: serverTimestamp(),
    editedAt: null,
    ...overrides,
  };
};

/** An embed as resolveEmbed records it (@pauta/model EmbedData). */
const video = {
  service: 'youtube',
  id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Keynote de abertura',
  author: 'Canal do evento',
  text: '',
  thumbnail: {
    url: 'https://firebasestorage.googleapis.com/v0/b/pauta/o/embeds%2Fyoutube%2Fa.webp?alt=media',
    width: 1280,
    height: 720,
  },
};
const post = {
  service: 'bluesky',
  id: 'did:plc:abcdefghijklmnopqrstuvwx/3kabcdefghijk',
  url: 'https://bsky.app/profile/pauta.bsky.social/post/3kabcdefghijk',
  title: '',
  author: 'Pauta',
  text: 'O anúncio, em um post.',
  thumbnail: null,
};

/** A live coverage (rules bypassed), with one entry by the editor posted `minutesAgo` ago. */
async function liveWithEntry(minutesAgo = 1, status = 'live') {
  const at = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
  await commit(bed().owner(), [
    set(coverage(), { ...started(), status, startedAt: at, endedAt: status === 'ended' ? at : null }),
    set(entryPath('e1'), { ...entry('editor'), createdAt: at }),
  ]);
}

describe("starting it ('Cobertura ao vivo')", () => {
  it.each(STAFF)('allowed: %s on a published article', (who) =>
    allowed(commit(bed().db(who), [set(coverage(), started(who))])),
  );

  it.each(NOT_STAFF)('denied: %s', (who) => denied(commit(bed().db(who), [set(coverage(), started(who))])));

  it('denied: on a draft', () => denied(commit(bed().db('editor'), [set(coverage(draft.id), started())])));

  it.each<[string, Record<string, unknown>]>([
    ['already ended', { status: 'ended' }],
    ['a chosen start', { startedAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }],
    ["someone else's name", { startedBy: PEOPLE.admin.uid }],
    ['a pinned entry', { pinnedEntryId: 'e1' }],
    ['an extra key', { viewers: 10 }],
  ])('denied: started with %s', (_name, overrides) =>
    denied(commit(bed().db('editor'), [set(coverage(), started('editor', overrides))])),
  );
});

describe('posting entries', () => {
  it.each(STAFF)('allowed: %s posts while live, with an image from the library', async (who) => {
    await liveWithEntry();
    await allowed(
      commit(bed().db(who), [
        set(entryPath(`n-${who}`), entry(who, { imageUrl: 'https://example.com/foto.webp', imageAlt: 'O palco' })),
      ]),
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['a video', video],
    ['a post without thumbnail', post],
    ...(['vimeo', 'x', 'instagram'] as const).map((service): [string, Record<string, unknown>] => [
      `a ${service} embed`,
      { ...post, service, id: { vimeo: '76979871', x: '1234567890123456789', instagram: 'reel/Cabc_12-3' }[service] },
    ]),
  ])('allowed: an entry with %s', async (_name, embed) => {
    await liveWithEntry();
    await allowed(commit(bed().db('editor'), [set(entryPath('n'), entry('editor', { embed }))]));
  });

  it.each(NOT_STAFF)('denied: %s', async (who) => {
    await liveWithEntry();
    await denied(commit(bed().db(who), [set(entryPath('n'), entry(who))]));
  });

  it('denied: before the coverage starts, and after it ended', async () => {
    await denied(commit(bed().db('editor'), [set(entryPath('n'), entry('editor'))]));
    await liveWithEntry(1, 'ended');
    await denied(commit(bed().db('editor'), [set(entryPath('n'), entry('editor'))]));
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty text', { text: '' }],
    ['a text over 2,000 characters', { text: 'x'.repeat(2001) }],
    ["someone else's name", { authorId: PEOPLE.admin.uid }],
    ['a chosen time', { createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }],
    ['already edited', { editedAt: serverTimestamp() }],
    ['an extra key', { pinned: true }],

    ['an embed that is a string', { embed: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    ['an embed of another service', { embed: { ...video, service: 'tiktok' } }],
    ["an id not of its service's pattern", { embed: { ...video, id: 'abc"onload=x' } }],
    ['a Vimeo id on YouTube', { embed: { ...video, id: '76979871' } }],
    ['an embed address that is not https', { embed: { ...video, url: 'javascript:alert(1)' } }],
    ['an embed title over 300 characters', { embed: { ...video, title: 'x'.repeat(301) } }],
    ["a post's text over 500 characters", { embed: { ...post, text: 'x'.repeat(501) } }],
    ['an embed missing a field', { embed: without(video, 'author') }],
    ['an embed with an extra field', { embed: { ...video, html: '<iframe>' } }],
    ['a thumbnail without its size', { embed: { ...video, thumbnail: { url: video.thumbnail.url } } }],
    ['a thumbnail with a text size', { embed: { ...video, thumbnail: { ...video.thumbnail, width: '1280' } } }],
    ['a thumbnail that is not an address', { embed: { ...video, thumbnail: { ...video.thumbnail, url: 'data:x' } } }],
  ])('denied: an entry with %s', async (_name, overrides) => {
    await liveWithEntry();
    await denied(commit(bed().db('editor'), [set(entryPath('n'), entry('editor', overrides))]));
  });

  it('denied: an entry without the embed key', async () => {
    await liveWithEntry();
    await denied(commit(bed().db('editor'), [set(entryPath('n'), without(entry('editor'), 'embed'))]));
  });

  it('two staff members posting at the same moment both get in, in the order the server took them', async () => {
    await liveWithEntry();
    const posts = Array.from({ length: 10 }, (_, i) => {
      const who: Who = i % 2 ? 'admin' : 'editor';
      return commit(bed().db(who), [set(entryPath(`c${i}`), entry(who, { text: `Entrada ${i}` }))]);
    });
    const results = await Promise.allSettled(posts);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const listed = await getDocs(
      query(collection(bed().db('anonymous'), entryPath('').slice(0, -1)), orderBy('createdAt', 'desc')),
    );
    const times = listed.docs.map((d) => (d.get('createdAt') as Timestamp).toMillis());
    expect(listed.size).toBe(11);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('editing, pinning, deleting, ending', () => {
  const edit = (who: Who, overrides: Record<string, unknown> = {}) =>
    commit(bed().db(who), [update(entryPath('e1'), { text: 'Corrigido.', editedAt: serverTimestamp(), ...overrides })]);

  it('allowed: its author edits it within 5 minutes (editedAt = now)', async () => {
    await liveWithEntry(4);
    await allowed(edit('editor'));
  });

  it('denied: after 5 minutes, by another staff member, without editedAt, or its time or author', async () => {
    await liveWithEntry(6);
    await denied(edit('editor'));
    await liveWithEntry(1);
    await denied(edit('admin'));
    await denied(commit(bed().db('editor'), [update(entryPath('e1'), { text: 'Sem marca.' })]));
    await denied(edit('editor', { createdAt: serverTimestamp() }));
    await denied(edit('editor', { authorId: PEOPLE.admin.uid }));
    await denied(edit('editor', { text: '' }));
    await denied(edit('editor', { embed: { ...video, id: 'curto' } }));
  });

  it('allowed: its author adds, changes and removes its embed within 5 minutes', async () => {
    await liveWithEntry(4);
    await allowed(edit('editor', { embed: video }));
    await allowed(edit('editor', { embed: post }));
    await allowed(edit('editor', { embed: null }));
  });

  it('denied: an embed added after 5 minutes', async () => {
    await liveWithEntry(6);
    await denied(edit('editor', { embed: video }));
  });

  it.each(STAFF)('allowed: %s pins an entry and unpins it', async (who) => {
    await liveWithEntry();
    await allowed(commit(bed().db(who), [update(coverage(), { pinnedEntryId: 'e1' })]));
    await allowed(commit(bed().db(who), [update(coverage(), { pinnedEntryId: null })]));
  });

  it('denied: pinning an entry that does not exist, or pinning with anything else', async () => {
    await liveWithEntry();
    await denied(commit(bed().db('editor'), [update(coverage(), { pinnedEntryId: 'nada' })]));
    await denied(
      commit(bed().db('editor'), [update(coverage(), { pinnedEntryId: 'e1', startedBy: PEOPLE.admin.uid })]),
    );
  });

  it.each(STAFF)("allowed: %s deletes an entry and ends the coverage ('Encerrar cobertura')", async (who) => {
    await liveWithEntry();
    await allowed(commit(bed().db(who), [del(entryPath('e1'))]));
    await allowed(commit(bed().db(who), [update(coverage(), { status: 'ended', endedAt: serverTimestamp() })]));
  });

  it.each(NOT_STAFF)('denied: %s edits, pins, deletes or ends', async (who) => {
    await liveWithEntry();
    await denied(commit(bed().db(who), [update(entryPath('e1'), { text: 'x', editedAt: serverTimestamp() })]));
    await denied(commit(bed().db(who), [update(coverage(), { pinnedEntryId: 'e1' })]));
    await denied(commit(bed().db(who), [del(entryPath('e1'))]));
    await denied(commit(bed().db(who), [update(coverage(), { status: 'ended', endedAt: serverTimestamp() })]));
  });

  it('denied: an end at another time, a restart, a deleted coverage, anything after it ended', async () => {
    await liveWithEntry();
    await denied(
      commit(bed().db('editor'), [update(coverage(), { status: 'ended', endedAt: Timestamp.fromMillis(0) })]),
    );
    await denied(commit(bed().db('editor'), [del(coverage())]));
    await liveWithEntry(1, 'ended');
    await denied(commit(bed().db('editor'), [update(coverage(), { status: 'live', endedAt: null })]));
    await denied(commit(bed().db('editor'), [update(coverage(), { pinnedEntryId: 'e1' })]));
    await denied(commit(bed().db('editor'), [del(entryPath('e1'))]));
  });

  it.each(ALL_CALLERS)('%s reads the coverage and its entries', async (who) => {
    await liveWithEntry();
    await allowed(read(bed().db(who), coverage()));
    await allowed(read(bed().db(who), entryPath('e1')));
  });
});

describe("the article's mark (liveCoverage: its page reads the summary only then)", () => {
  const article = `articles/${published.id}`;

  it('denied: a client creating an article with it', () =>
    denied(commit(bed().db('editor'), createArticleWrites('marcado', newArticle({ liveCoverage: true })))));

  it.each(STAFF)('denied: %s setting it in a save', (who) =>
    denied(commit(bed().db(who), [update(article, touchArticle({ liveCoverage: true }))])),
  );

  it('set by the function: staff saves keep it; nobody removes or changes it', async () => {
    await commit(bed().owner(), [update(article, { liveCoverage: true })]);
    await allowed(commit(bed().db('editor'), [update(article, touchArticle({ title: 'Keynote, ao vivo' }))]));
    await denied(commit(bed().db('editor'), [update(article, touchArticle({ liveCoverage: deleteField() }))]));
    await denied(commit(bed().db('admin'), [update(article, touchArticle({ liveCoverage: false }))]));
  });
});

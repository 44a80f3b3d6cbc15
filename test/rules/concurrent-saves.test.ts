// 10 writers save the same article 50 times each through the SDK, each save a read-modify-write of
// `version` (read the article, write nextArticleVersion with the body and a revision in one batch).
// The rules accept exactly one save per version: the final version equals the number of accepted
// saves, every accepted save left its revision, and every refused save was reported to its writer
// as permission-denied (none lost silently).
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { expect, it } from 'vitest';
import { articleVersion, nextArticleVersion } from '@pauta/model';
import { SEEDED } from './support/fixtures';
import { useRulesBed } from './support/lifecycle';
import { commit, set } from './support/writes';

const bed = useRulesBed('concurrent-saves');
const WRITERS = 10;
const SAVES_EACH = 50;
const { published } = SEEDED;

const form = (title: string) => ({
  title,
  excerpt: '',
  content: `<p>${title}</p>`,
  imageUrl: '',
  category: 'economia',
  tags: [],
  featured: false,
  status: 'published',
  slug: published.slug,
  metaTitle: '',
  metaDescription: '',
});

type Outcome = { accepted: number; refused: number; unexpected: unknown[] };

async function writer(db: Firestore, uid: string, name: string, index: number): Promise<Outcome> {
  const outcome: Outcome = { accepted: 0, refused: 0, unexpected: [] };
  for (let n = 0; n < SAVES_EACH; n++) {
    const title = `Escritor ${index}, versão ${n}`;
    const stored = await getDoc(doc(db, `articles/${published.id}`));
    const version = nextArticleVersion(stored.data());
    const batch = writeBatch(db);
    batch.update(doc(db, `articles/${published.id}`), { title, version, updatedAt: serverTimestamp() });
    batch.update(doc(db, `articleContents/${published.id}`), {
      content: `<p>${title}</p>`,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, `articles/${published.id}/revisions/w${index}-s${n}`), {
      form: form(title),
      savedBy: uid,
      savedByName: name,
      savedAt: serverTimestamp(),
      version,
      kind: 'save',
    });
    try {
      await batch.commit();
      outcome.accepted++;
    } catch (error) {
      if ((error as { code?: string }).code === 'permission-denied') outcome.refused++;
      else outcome.unexpected.push(error);
    }
  }
  return outcome;
}

it(`${WRITERS} writers × ${SAVES_EACH} saves of one article: one save per version, none lost silently`, async () => {
  const people = Array.from({ length: WRITERS }, (_, i) => ({
    uid: `redator-${i}`,
    name: `Redator ${i}`,
    email: `redator-${i}@pauta.dev`,
  }));
  await commit(
    bed().owner(),
    people.map((p) =>
      set(`profiles/${p.uid}`, {
        name: p.name,
        email: p.email,
        role: 'editor',
        avatarUrl: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    ),
  );
  const owner = bed().owner();
  const before = articleVersion((await getDoc(doc(owner, `articles/${published.id}`))).data());

  const started = performance.now();
  const outcomes = await Promise.all(
    people.map((p, i) =>
      writer(bed().withToken(p.uid, { sub: p.uid, email: p.email, email_verified: true }), p.uid, p.name, i),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  const accepted = outcomes.reduce((n, o) => n + o.accepted, 0);
  const refused = outcomes.reduce((n, o) => n + o.refused, 0);
  const after = (await getDoc(doc(owner, `articles/${published.id}`))).data();
  const { collection, getDocs } = await import('firebase/firestore/lite');
  const revisions = await getDocs(collection(owner, `articles/${published.id}/revisions`));
  const revisionVersions = revisions.docs.map((d) => d.get('version') as number).sort((a, b) => a - b);
  console.log(
    `[concurrent saves] ${WRITERS}×${SAVES_EACH} = ${WRITERS * SAVES_EACH} saves in ${seconds.toFixed(1)} s: ` +
      `${accepted} accepted, ${refused} refused (reported), version ${before} → ${articleVersion(after)}, ` +
      `${revisions.size} revisions; per writer accepted ${outcomes.map((o) => o.accepted).join('/')}`,
  );

  expect(outcomes.flatMap((o) => o.unexpected)).toEqual([]);
  expect(accepted + refused).toBe(WRITERS * SAVES_EACH);
  expect(accepted).toBeGreaterThan(0);
  expect(articleVersion(after)).toBe(before + accepted);
  // Every accepted save is there, once per version, and its title is the last accepted one's.
  expect(revisionVersions).toEqual(Array.from({ length: accepted }, (_, i) => before + 1 + i));
  const last = revisions.docs.find((d) => d.get('version') === articleVersion(after))!;
  expect(after?.title).toBe(last.get('form.title'));
  const body = await getDoc(doc(owner, `articleContents/${published.id}`));
  expect(body.get('content')).toBe(`<p>${after?.title as string}</p>`);
}, 600_000);

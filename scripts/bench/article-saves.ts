// Save latency before and after the version check, side by side in one run. Two Firestore emulators
// in this process (random ports): one with firestore.rules as it is, one with the same file minus the
// version conditions (the rules as they were before versioned saves). An editor's client (Firestore
// Lite) commits the editor's save batch (article metadata, body, revision, draft delete) to one, then
// the other, alternating, SAVES times each; before versions the batch carries no `version`. Prints
// the median and p90 commit latency of each side and the difference. Run with `npm run bench:saves`
// (part of `npm run bench`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { articleVersion, categoryPath, COLLECTIONS, EDITOR_COLLECTIONS, nextArticleVersion, ROLE } from '@pauta/model';
import { startFirestoreEmulator } from '../../emulators/src/firestore/index.js';
import { ROOT } from '../lib/paths.mjs';

setLogLevel('silent');
const SAVES = Number(process.env.PAUTA_BENCH_SAVES ?? 200);
const PROJECT = 'demo-pauta-bench-saves';
const ARTICLE = 'artigo-bench';
const EDITOR = { uid: 'bench-editor', email: 'bench-editor@pauta.dev', name: 'Editora de Bench' };

/** firestore.rules with the version conditions taken out; fails loudly if the rules drift. */
function rulesWithoutVersions(rules: string): string {
  const cuts: [string | RegExp, string][] = [
    [", 'publishedAt', 'version']", ", 'publishedAt']"],
    [/\n\s*&& data\.version is int/, ''],
    [/\n\s*&& request\.resource\.data\.version == 1/, ''],
    [/\n\s*&& request\.resource\.data\.version == resource\.data\.get\('version', 0\) \+ 1/, ''],
    [/\n\s*&& bumpsArticleVersion\(id\)/g, ''],
  ];
  let out = rules;
  for (const [from, to] of cuts) {
    const next = out.replace(from, to);
    if (next === out) throw new Error(`firestore.rules mudou: não encontrei ${String(from)}`);
    out = next;
  }
  return out;
}

async function startSide(name: string, rules: string) {
  const emulator = await startFirestoreEmulator({ port: 0, projectId: PROJECT, log: () => {} });
  const put = await fetch(`http://${emulator.host}:${emulator.port}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!put.ok) throw new Error(`${name}: regras recusadas (${put.status}) ${await put.text()}`);
  const apps: FirebaseApp[] = [];
  const client = (key: string, token: Parameters<typeof connectFirestoreEmulator>[3]): Firestore => {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `${name}-${key}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulator.host, emulator.port, token);
    return db;
  };
  const owner = client('owner', { mockUserToken: 'owner' });
  const editor = client('editor', {
    mockUserToken: { sub: EDITOR.uid, email: EDITOR.email, email_verified: true, name: EDITOR.name },
  });
  return {
    owner,
    editor,
    async close() {
      await Promise.all(apps.map((app) => deleteApp(app)));
      await emulator.close();
    },
  };
}

type Side = Awaited<ReturnType<typeof startSide>>;

async function arrange(side: Side, versioned: boolean) {
  const past = new Date('2026-01-10T12:00:00Z');
  await setDoc(doc(side.owner, `${COLLECTIONS.profiles}/${EDITOR.uid}`), {
    name: EDITOR.name,
    email: EDITOR.email,
    role: ROLE.editor,
    avatarUrl: null,
    createdAt: past,
    updatedAt: past,
  });
  await setDoc(doc(side.owner, `${COLLECTIONS.articles}/${ARTICLE}`), {
    title: 'Artigo do benchmark',
    excerpt: 'Resumo',
    imageUrl: '',
    category: 'tecnologia',
    categoryPath: categoryPath('tecnologia'),
    featured: false,
    status: 'published',
    tags: ['Bench'],
    tagKeys: ['bench'],
    slug: 'artigo-do-benchmark',
    authorId: EDITOR.uid,
    authorName: EDITOR.name,
    createdAt: past,
    updatedAt: past,
    publishedAt: past,
    ...(versioned && { version: 1 }),
  });
  await setDoc(doc(side.owner, `${COLLECTIONS.articleContents}/${ARTICLE}`), {
    content: '<p>Corpo</p>',
    status: 'published',
    authorId: EDITOR.uid,
    updatedAt: past,
  });
  await setDoc(doc(side.owner, `${COLLECTIONS.slugs}/artigo-do-benchmark`), { articleId: ARTICLE });
}

const BODY = `<h2>Seção</h2>${'<p>Um parágrafo de texto corrido da matéria, com algumas frases.</p>'.repeat(40)}`;

/** One editor save; `version` is the stored version the editor loaded (undefined before versions). */
async function save(db: Firestore, n: number, version: number | undefined): Promise<number> {
  const title = `Artigo do benchmark ${n}`;
  const batch = writeBatch(db);
  batch.update(doc(db, `${COLLECTIONS.articles}/${ARTICLE}`), {
    title,
    updatedAt: serverTimestamp(),
    ...(version !== undefined && { version: version + 1 }),
  });
  batch.update(doc(db, `${COLLECTIONS.articleContents}/${ARTICLE}`), {
    content: `${BODY}<p>${n}</p>`,
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, `${COLLECTIONS.articles}/${ARTICLE}/${EDITOR_COLLECTIONS.revisions}/r${n}`), {
    form: {
      title,
      excerpt: 'Resumo',
      content: BODY,
      imageUrl: '',
      category: 'tecnologia',
      tags: ['Bench'],
      featured: false,
      status: 'published',
      slug: 'artigo-do-benchmark',
      metaTitle: '',
      metaDescription: '',
    },
    savedBy: EDITOR.uid,
    savedByName: EDITOR.name,
    savedAt: serverTimestamp(),
    ...(version !== undefined && { version: version + 1, kind: 'save' }),
  });
  batch.delete(
    doc(db, `${EDITOR_COLLECTIONS.articleDrafts}/${ARTICLE}/${EDITOR_COLLECTIONS.draftOwners}/${EDITOR.uid}`),
  );
  const started = performance.now();
  await batch.commit();
  return performance.now() - started;
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
const before = await startSide('antes', rulesWithoutVersions(rules));
const after = await startSide('depois', rules);
try {
  await arrange(before, false);
  await arrange(after, true);
  const times = { before: [] as number[], after: [] as number[] };
  let version = articleVersion({ version: 1 });
  // Warm-up (JIT, connections), not counted.
  for (let i = 0; i < 10; i++) {
    await save(before.editor, -1 - i, undefined);
    await save(after.editor, -1 - i, version);
    version = nextArticleVersion({ version });
  }
  for (let n = 0; n < SAVES; n++) {
    const first = n % 2 === 0;
    const run = async (side: 'before' | 'after') => {
      if (side === 'before') times.before.push(await save(before.editor, n, undefined));
      else {
        times.after.push(await save(after.editor, n, version));
        version = nextArticleVersion({ version });
      }
    };
    await run(first ? 'before' : 'after');
    await run(first ? 'after' : 'before');
  }
  const row = (label: string, xs: number[]) =>
    `${label.padEnd(32)} median ${fmt(quantile(xs, 0.5)).padStart(9)}   p90 ${fmt(quantile(xs, 0.9)).padStart(9)}`;
  console.log(`Salvamento do editor (lote de 4 escritas), ${SAVES} de cada lado, alternados:`);
  console.log(row('antes (sem verificação de versão)', times.before));
  console.log(row('depois (versão verificada)', times.after));
  console.log(
    `diferença das medianas: ${fmt(quantile(times.after, 0.5) - quantile(times.before, 0.5))} ` +
      `(versão final ${version}, todas as ${SAVES + 10} gravações aceitas)`,
  );
} finally {
  await before.close();
  await after.close();
}

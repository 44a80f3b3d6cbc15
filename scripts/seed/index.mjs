// Seeds the demo: accounts (Auth emulator), profiles, articles with bodies, slugs and covers,
// stats/tags, settings/site, the home snapshot (public/home) and the search index. Runs only on an empty `articles` collection.
// Needs FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST.
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { ACCOUNTS } from './accounts.mjs';
import { ARTICLES } from './articles/index.mjs';
import {
  categoryPath,
  COLLECTIONS,
  FIRST_ARTICLE_VERSION,
  normalizeTag,
  SITE_SETTINGS_DOC,
  slugify,
  TAG_STATS_DOC,
  tagStatsAfterCreating,
} from '@pauta/model';
import { CATEGORIES } from './categories.mjs';
import { coverImages, uploadCover } from './cover.mjs';
import { SITE_SETTINGS } from './site.mjs';
import { withTriggersDisabled } from './triggers.mjs';
import { writeHomeSnapshot } from './home-snapshot.mjs';
import { writeSearchIndex } from './search-index.mjs';
import { writeStatsHistory } from './stats.mjs';

const APP_NAME = 'pauta-seed';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const REQUIRED_ENV = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'];

/**
 * @param {{projectId?: string, log?: (line: string) => void, bucket?: string, now?: Date, siteUrl?: string}} [options]
 * @returns {Promise<{seeded: false} | {seeded: true, accounts: {email: string, password: string, role: string}[], articles: number}>}
 */
export async function seed({ projectId = 'demo-pauta', log = console.log, bucket, now = new Date(), siteUrl } = {}) {
  const missing = REQUIRED_ENV.filter((name) => !process.env[name]);
  // Refuse to talk to production by accident.
  if (missing.length) throw new Error(`seed: defina ${missing.join(', ')} (só roda contra os emuladores)`);
  const bucketName = bucket ?? `${projectId}.appspot.com`;
  const app =
    getApps().find((a) => a.name === APP_NAME) ?? initializeApp({ projectId, storageBucket: bucketName }, APP_NAME);
  try {
    const db = getFirestore(app);
    const existing = await db.collection(COLLECTIONS.articles).limit(1).get();
    if (!existing.empty) {
      log('Dados de demonstração já presentes; nada a semear.');
      return { seeded: false };
    }
    const users = await ensureAccounts(getAuth(app), log);
    const articles = buildArticles(db, users, now);
    await withTriggersDisabled(log, async () => {
      await uploadCovers(getStorage(app).bucket(bucketName), articles, log);
      await writeDocuments(db, users, articles, now, siteUrl);
      await writeHomeSnapshot(db);
      await writeSearchIndex(db, getStorage(app).bucket(bucketName));
      await writeStatsHistory(db, articles, now, log);
    });
    log(`Semeados ${articles.length} artigos e ${users.length} contas.`);
    return {
      seeded: true,
      accounts: ACCOUNTS.map(({ email, password, role }) => ({ email, password, role })),
      articles: articles.length,
    };
  } finally {
    await deleteApp(app);
  }
}

/** Creates the accounts, or reuses them when the Auth emulator kept them across a Firestore reset. */
async function ensureAccounts(auth, log) {
  const users = [];
  for (const account of ACCOUNTS) {
    let record;
    try {
      record = await auth.getUserByEmail(account.email);
      record = await auth.updateUser(record.uid, {
        password: account.password,
        emailVerified: true,
        displayName: account.name,
      });
    } catch (error) {
      if (error?.code !== 'auth/user-not-found') throw error;
      record = await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        emailVerified: true,
        displayName: account.name,
      });
      log(`Conta criada: ${account.email} (${account.role})`);
    }
    users.push({ ...account, uid: record.uid });
  }
  return users;
}

function buildArticles(db, users, now) {
  const byKey = Object.fromEntries(users.map((u) => [u.key, u]));
  const slugs = new Set();
  const featured = ARTICLES.filter((a) => a.featured && a.status !== 'draft');
  if (featured.length !== 1) throw new Error(`seed: esperado exatamente 1 artigo em destaque, há ${featured.length}`);

  return ARTICLES.map((entry, index) => {
    const slug = entry.slug ?? slugify(entry.title);
    if (slugs.has(slug)) throw new Error(`seed: slug repetido ${slug}`);
    slugs.add(slug);
    const author = byKey[entry.author ?? 'editor'];
    const status = entry.status ?? 'published';
    // Spread over the last months, at a different hour each (stable order for the same data).
    const published = new Date(now.getTime() - entry.daysAgo * DAY - (index % 9) * HOUR);
    const created = new Date(published.getTime() - 3 * HOUR);
    const updated = new Date(published.getTime() + (index % 3) * HOUR);
    return {
      id: db.collection(COLLECTIONS.articles).doc().id,
      slug,
      status,
      category: entry.category,
      title: entry.title,
      excerpt: entry.excerpt,
      tags: entry.tags,
      featured: Boolean(entry.featured),
      content: entry.content.trim(),
      author,
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(status === 'draft' ? created : updated),
      publishedAt: status === 'published' ? Timestamp.fromDate(published) : null,
      imageUrl: '',
      imageVariants: null,
    };
  });
}

const coverOptions = (entry) => {
  const { label, color, accent } = CATEGORIES[entry.category];
  return { title: entry.title, categoryLabel: label, color, accent };
};

/**
 * Draws and processes every demo cover into the covers' cache (scripts/seed/cover.mjs) ahead of a
 * seed, without the emulators: a stack does it while its emulators start.
 */
export async function prepareCovers() {
  for (const entry of ARTICLES) await coverImages(coverOptions(entry));
}

async function uploadCovers(bucket, articles, log) {
  let originalBytes = 0;
  let mainBytes = 0;
  for (const article of articles) {
    const cover = await uploadCover(bucket, article.id, coverOptions(article));
    article.imageUrl = cover.url;
    article.imageVariants = cover.variants;
    originalBytes += cover.originalBytes;
    mainBytes += cover.mainBytes;
  }
  log(
    `Capas enviadas: ${articles.length} (${Math.round(originalBytes / 1024)} KB em PNG → ${Math.round(mainBytes / 1024)} KB em WebP)`,
  );
}

async function writeDocuments(db, users, articles, now, siteUrl) {
  const writer = new BatchWriter(db);
  const stamp = Timestamp.fromDate(now);
  const joined = Timestamp.fromDate(new Date(now.getTime() - 200 * DAY));
  for (const user of users) {
    const profile = {
      name: user.name,
      email: user.email,
      role: user.role,
      avatarUrl: null,
      createdAt: joined,
      updatedAt: joined,
    };
    await writer.set(db.collection(COLLECTIONS.profiles).doc(user.uid), profile);
    await writer.set(db.collection(COLLECTIONS.publicProfiles).doc(user.uid), {
      name: user.name,
      role: user.role,
      avatarUrl: null,
      updatedAt: joined,
    });
  }
  const articleDocs = [];
  for (const a of articles) {
    const article = {
      title: a.title,
      excerpt: a.excerpt,
      imageUrl: a.imageUrl,
      imageVariants: a.imageVariants,
      // The seed's covers are art that repeats the title beside them: decorative (an empty text
      // alternative, so a screen reader does not hear the title twice), described as such.
      imageAlt: '',
      imageDecorative: Boolean(a.imageUrl),
      imageCaption: '',
      imageCredit: '',
      category: a.category,
      categoryPath: categoryPath(a.category),
      featured: a.featured,
      status: a.status,
      tags: a.tags,
      tagKeys: a.tags.map(normalizeTag),
      slug: a.slug,
      authorId: a.author.uid,
      authorName: a.author.name,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      publishedAt: a.publishedAt,
      // Every article write carries its version (docs/data-model.md, "Versions").
      version: FIRST_ARTICLE_VERSION,
    };
    articleDocs.push(article);
    await writer.set(db.collection(COLLECTIONS.articles).doc(a.id), article);
    await writer.set(db.collection(COLLECTIONS.articleContents).doc(a.id), {
      content: a.content,
      status: a.status,
      authorId: a.author.uid,
      updatedAt: a.updatedAt,
    });
    await writer.set(db.collection(COLLECTIONS.slugs).doc(a.slug), { articleId: a.id });
  }
  await writer.set(db.collection(COLLECTIONS.settings).doc(SITE_SETTINGS_DOC), {
    ...SITE_SETTINGS,
    // siteUrl: the stack's own Hosting address, so canonical URLs and sitemaps point at it.
    ...(siteUrl ? { siteUrl } : {}),
    updatedAt: stamp,
  });
  // Written last and directly (triggers are off while seeding), with the trigger's own arithmetic.
  await writer.set(db.collection(COLLECTIONS.stats).doc(TAG_STATS_DOC), {
    tags: tagStatsAfterCreating(articleDocs),
    updatedAt: stamp,
  });
  await writer.flush();
}

/** Groups writes in batches under Firestore's 500-writes-per-commit limit. */
class BatchWriter {
  constructor(db, size = 400) {
    this.db = db;
    this.size = size;
    this.batch = db.batch();
    this.count = 0;
  }
  async set(ref, data) {
    this.batch.set(ref, data);
    if (++this.count >= this.size) await this.flush();
  }
  async flush() {
    if (this.count === 0) return;
    await this.batch.commit();
    this.batch = this.db.batch();
    this.count = 0;
  }
}

// One-off migration of the objects stored before originals became private and versions were named
// by a random key (docs/security.md, "Migration"). Not a deployed function: `npm run
// migrate-images` runs it with the admin SDK against the emulators or a project. For every original
// (image library records and article covers) it draws a key, writes the versions again through the
// pipeline (so they are stripped of metadata like new ones), records them (record `variants` /
// `variantPaths`, article `imageUrl` / `imageVariants`), rewrites every stored reference to an old
// version's URL (covers, bodies, autosaved drafts, revisions), revokes the originals' download
// tokens, and only then deletes the old, name-derived versions. Running it again changes nothing.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import {
  COLLECTIONS,
  COVERS_ROOT,
  EDITOR_COLLECTIONS,
  IMAGE_VARIANT_FOLDERS,
  THUMBNAIL_PREFIX,
  type ImageVariants,
} from '@pauta/model';
import { isVariantPathIn, originalLocation } from './image-paths';
import { completedFields } from './image-record';
import { processImage } from './process-image';
import { deleteObjects, revokeDownloadTokens, storeVariants } from './store-variants';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface MigrationReport {
  records: number;
  covers: number;
  /** Documents whose references to an old version were rewritten. */
  references: number;
  tokensRevoked: number;
  oldVersionsDeleted: number;
  skipped: string[];
}

/** Old URL → the new versions of the same image. */
type Moves = Map<string, ImageVariants>;

/**
 * The versions the previous pipeline wrote for `{dir}/{stem}.{ext}`: named after the file's stem
 * (`sizes/{stem}_{w}x{h}.webp`, `sizes/{stem}_800w.webp`, `thumbnails/thumb_{stem}.webp`). Only the
 * migration still needs to know that layout, to find and delete them.
 */
async function oldVersionsOf(bucket: Bucket, dir: string, file: string): Promise<string[]> {
  const dot = file.lastIndexOf('.');
  const stem = dot > 0 ? file.slice(0, dot) : file;
  const [sizesFolder, thumbnailsFolder] = IMAGE_VARIANT_FOLDERS;
  const names = new Set([
    `${dir}/${thumbnailsFolder}/${THUMBNAIL_PREFIX}${stem}.webp`,
    ...(await bucket.getFiles({ prefix: `${dir}/${sizesFolder}/${stem}_` }))[0]
      .map((f) => f.name)
      .filter((name) => /^_(\d+x\d+|800w)\.webp$/.test(name.slice(`${dir}/${sizesFolder}/${stem}`.length))),
  ]);
  const found: string[] = [];
  for (const name of names) if (isVariantPathIn(dir, name) && (await exists(bucket, name))) found.push(name);
  return found;
}

const exists = async (bucket: Bucket, path: string) => (await bucket.file(path).exists())[0];

async function reprocess(bucket: Bucket, dir: string, originalPath: string) {
  const [input] = await bucket.file(originalPath).download();
  const processed = await processImage(input);
  return { processed, stored: await storeVariants(bucket, dir, processed) };
}

/** Revokes an original's download token when it still has one; true when it had. */
async function revokeIfTokened(bucket: Bucket, path: string): Promise<boolean> {
  const [metadata] = await bucket.file(path).getMetadata();
  if (!metadata.metadata?.firebaseStorageDownloadTokens) return false;
  await revokeDownloadTokens(bucket, path);
  return true;
}

export async function migrateImageVariants(
  db: Firestore,
  bucket: Bucket,
  publicUrlOf: (path: string) => string,
  log: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = {
    records: 0,
    covers: 0,
    references: 0,
    tokensRevoked: 0,
    oldVersionsDeleted: 0,
    skipped: [],
  };
  const moves: Moves = new Map();
  const stale: string[] = [];

  // 1. Image library records whose versions are not recorded yet.
  const records = await db.collection(COLLECTIONS.articleImages).get();
  for (const record of records.docs) {
    const data = record.data();
    const location = typeof data.storagePath === 'string' ? originalLocation(data.storagePath) : null;
    if (!location || !(await exists(bucket, data.storagePath))) {
      report.skipped.push(`${record.ref.path}: original ausente`);
      continue;
    }
    if (await revokeIfTokened(bucket, data.storagePath)) report.tokensRevoked += 1;
    if (Array.isArray(data.variantPaths) && data.variants) continue;
    if (data.processingStatus !== 'completed') {
      report.skipped.push(`${record.ref.path}: não processada (${String(data.processingStatus)})`);
      continue;
    }
    const old = await oldVersionsOf(bucket, location.dir, location.file);
    const { processed, stored } = await reprocess(bucket, location.dir, data.storagePath);
    await record.ref.update(completedFields(processed, stored));
    for (const path of old) moves.set(publicUrlOf(path), stored.variants);
    if (typeof data.url === 'string' && data.url) moves.set(data.url, stored.variants);
    stale.push(...old);
    report.records += 1;
  }

  // 2. Article covers (covers/{articleId}/{file}, written by the seed).
  const [coverObjects] = await bucket.getFiles({ prefix: `${COVERS_ROOT}/` });
  const coverNames = new Set(coverObjects.map((f) => f.name));
  for (const name of coverNames) {
    const [root, articleId, file, extra] = name.split('/');
    if (root !== COVERS_ROOT || !articleId || !file || extra !== undefined) continue;
    const dir = `${COVERS_ROOT}/${articleId}`;
    if (await revokeIfTokened(bucket, name)) report.tokensRevoked += 1;
    // Nothing in the old layout: already migrated (or never processed).
    const old = await oldVersionsOf(bucket, dir, file);
    if (!old.length) continue;
    const { stored } = await reprocess(bucket, dir, name);
    for (const path of old) moves.set(publicUrlOf(path), stored.variants);
    stale.push(...old);
    report.covers += 1;
  }

  // 3. Every stored reference to an old version's URL.
  if (moves.size) report.references = await rewriteReferences(db, moves);

  // 4. Old versions go last, once nothing points at them.
  report.oldVersionsDeleted = stale.length ? await deleteObjects(bucket, stale) : 0;
  log(
    `Imagens migradas: ${report.records} da biblioteca, ${report.covers} capas; ${report.references} documento(s) ` +
      `atualizado(s); ${report.oldVersionsDeleted} versão(ões) antiga(s) removida(s).`,
  );
  for (const line of report.skipped) log(`Ignorado: ${line}`);
  return report;
}

const mainUrl = (variants: ImageVariants) => variants.sources[variants.sources.length - 1]!.url;

/** Replaces every old URL in `text`, raw and HTML-escaped (`&` → `&amp;` inside attributes). */
function replaceUrls(text: string, moves: Moves): string {
  let out = text;
  for (const [old, variants] of moves) {
    const next = mainUrl(variants);
    out = out.split(old).join(next).split(old.replace(/&/g, '&amp;')).join(next.replace(/&/g, '&amp;'));
  }
  return out;
}

async function rewriteReferences(db: Firestore, moves: Moves): Promise<number> {
  let changed = 0;
  const update = async (ref: DocumentReference, data: Record<string, unknown>) => {
    await ref.update(data);
    changed += 1;
  };
  const articles = await db.collection(COLLECTIONS.articles).get();
  for (const article of articles.docs) {
    const moved = moves.get(String(article.get('imageUrl') ?? ''));
    if (moved) await update(article.ref, { imageUrl: mainUrl(moved), imageVariants: moved });
  }
  const contents = await db.collection(COLLECTIONS.articleContents).get();
  for (const doc of contents.docs) {
    const content = doc.get('content');
    if (typeof content !== 'string') continue;
    const next = replaceUrls(content, moves);
    if (next !== content) await update(doc.ref, { content: next });
  }
  // Stored editor forms: autosaved drafts and revisions (a restored revision must not bring back a dead URL).
  const forms = [
    ...(await db.collection(EDITOR_COLLECTIONS.articleDrafts).get()).docs,
    ...(await db.collectionGroup(EDITOR_COLLECTIONS.revisions).get()).docs,
  ];
  for (const doc of forms) {
    const form = doc.get('form') as Record<string, unknown> | undefined;
    if (!form || typeof form !== 'object') continue;
    const moved = moves.get(String(form.imageUrl ?? ''));
    const content = typeof form.content === 'string' ? replaceUrls(form.content, moves) : form.content;
    if (!moved && content === form.content) continue;
    await update(doc.ref, {
      form: {
        ...form,
        content,
        ...(moved ? { imageUrl: mainUrl(moved), imageVariants: moved } : {}),
      },
    });
  }
  return changed;
}

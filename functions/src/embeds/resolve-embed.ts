// Callable `resolveEmbed({ url })`: what the editor's embed block records, asked once when an address
// is pasted. The newsroom only (role read from the caller's profile), at most RESOLVE_LIMIT per caller.
// The service's metadata (oEmbed where it offers it; an Instagram post's Open Graph tags) and the
// thumbnail are fetched through the SSRF guard (functions/src/images/guarded-fetch.ts); the thumbnail
// goes through the image pipeline and is served by Pauta from Storage (embeds/{service}/), never
// hot-linked. Answers are kept in embeds/{id} for RECORD_TTL_MS, so the same content asks nothing twice.
import { createHash } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  EMBED_COLLECTIONS,
  EMBED_METADATA_ENDPOINTS,
  EMBED_TEXT,
  EMBEDS_ROOT,
  embedMetadataUrl,
  isNewsroom,
  LIMITS,
  parseEmbedUrl,
  type EmbedAddress,
  type EmbedData,
} from '@pauta/model';
import { verifiedCaller } from '../auth/verified-caller';
import { takeWindowSlot, type CallerLimit } from '../guards/caller-window';
import { devAllowlist, devFetchFixtures } from '../images/dev-allowlist';
import { fetchExternalImage, guardedFetch, type FetchKind, type FetchPolicy } from '../images/guarded-fetch';
import { processImage } from '../images/process-image';
import { storeVariants } from '../images/store-variants';
import { MetadataUnreadable, parseInstagramPage, parseOembed, type ParsedMetadata } from './parse-metadata';

export const RESOLVE_TEXT = {
  unauthenticated: 'Usuário não autenticado',
  notNewsroom: 'Apenas administradores, editores e colaboradores podem incorporar conteúdo',
  rateLimited: 'Muitas incorporações em pouco tempo. Tente novamente em alguns minutos.',
  failed: EMBED_TEXT.failed,
  notEmbed: EMBED_TEXT.notEmbed,
} as const;

export const RESOLVE_LIMIT: CallerLimit = { perWindow: 60, windowMs: 10 * 60 * 1000 };
/** A recorded answer is reused for 30 days (titles and posts rarely change; a new paste after that asks again). */
export const RECORD_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** oEmbed answers and pages are small: 1 MB at most, 5 s for everything. */
export function resolvePolicy(): FetchPolicy {
  return {
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    maxRedirects: 3,
    allowlist: devAllowlist(),
    fixtures: devFetchFixtures(),
  };
}

const JSON_KIND: FetchKind = {
  accept: 'application/json',
  acceptsType: (t) => /^(application|text)\/(json|javascript|json\+oembed)$/.test(t),
};
const PAGE_KIND: FetchKind = { accept: 'text/html', acceptsType: (t) => t === 'text/html' };

const recordId = (address: EmbedAddress) =>
  `${address.service}-${createHash('sha256').update(address.url).digest('hex').slice(0, 32)}`;

async function readMetadata(address: EmbedAddress, policy: FetchPolicy): Promise<ParsedMetadata> {
  const opengraph = EMBED_METADATA_ENDPOINTS[address.service].kind === 'opengraph';
  const answer = await guardedFetch(embedMetadataUrl(address), policy, opengraph ? PAGE_KIND : JSON_KIND);
  const body = answer.data.toString('utf8');
  return opengraph ? parseInstagramPage(address, body) : parseOembed(address, body);
}

/** The thumbnail through the pipeline into embeds/{service}/; null when there is none or it fails. */
async function storeThumbnail(address: EmbedAddress, thumbnailUrl: string | null, policy: FetchPolicy) {
  if (!thumbnailUrl) return null;
  try {
    const image = await fetchExternalImage(thumbnailUrl, { ...policy, maxBytes: LIMITS.imageUploadMaxBytes });
    const processed = await processImage(image.data);
    const stored = await storeVariants(getStorage().bucket(), `${EMBEDS_ROOT}/${address.service}`, processed);
    return { url: stored.url, width: processed.main.width, height: processed.main.height };
  } catch (error) {
    logger.warn('resolveEmbed: thumbnail not stored', { url: thumbnailUrl, error: String(error) });
    return null;
  }
}

export interface ResolveOptions {
  policy?: FetchPolicy;
  limit?: CallerLimit;
  now?: () => number;
}

export async function handleResolveEmbed(
  db: Firestore,
  uid: string | undefined,
  data: unknown,
  { policy = resolvePolicy(), limit = RESOLVE_LIMIT, now = Date.now }: ResolveOptions = {},
): Promise<EmbedData> {
  if (!uid) throw new HttpsError('unauthenticated', RESOLVE_TEXT.unauthenticated);
  const role: unknown = (await db.collection(COLLECTIONS.profiles).doc(uid).get()).get('role');
  if (!isNewsroom(role)) throw new HttpsError('permission-denied', RESOLVE_TEXT.notNewsroom);
  const raw = (data as { url?: unknown } | null)?.url;
  const address = typeof raw === 'string' && raw.length <= LIMITS.imageUrlMax ? parseEmbedUrl(raw) : null;
  if (!address) throw new HttpsError('invalid-argument', RESOLVE_TEXT.notEmbed);

  const ref = db.collection(EMBED_COLLECTIONS.embeds).doc(recordId(address));
  const stored = await ref.get();
  const fetchedAt = stored.get('fetchedAt');
  if (stored.exists && typeof fetchedAt === 'number' && now() - fetchedAt < RECORD_TTL_MS)
    return stored.get('embed') as EmbedData;

  if (!(await takeWindowSlot(db, db.collection(EMBED_COLLECTIONS.callers).doc(uid), 'resolutions', now(), limit)))
    throw new HttpsError('resource-exhausted', RESOLVE_TEXT.rateLimited);
  let metadata: ParsedMetadata;
  try {
    metadata = await readMetadata(address, policy);
  } catch (error) {
    if (!(error instanceof MetadataUnreadable)) logger.warn('resolveEmbed: metadata not read', String(error));
    else logger.warn('resolveEmbed: metadata unreadable', error.message);
    throw new HttpsError('unavailable', RESOLVE_TEXT.failed);
  }
  const embed: EmbedData = {
    service: address.service,
    id: metadata.id,
    url: address.url,
    title: metadata.title,
    author: metadata.author,
    text: metadata.text,
    thumbnail: await storeThumbnail(address, metadata.thumbnailUrl, policy),
  };
  await ref.set({ embed, fetchedAt: now(), requestedBy: uid });
  return embed;
}

export const resolveEmbed = onCall({ memory: '512MiB', timeoutSeconds: 60, maxInstances: 10 }, (request) =>
  handleResolveEmbed(getFirestore(), verifiedCaller(request.auth) ?? undefined, request.data),
);

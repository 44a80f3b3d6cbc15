// GET /api/ao-vivo/{articleId} in the render function: what a live page polls (docs/live-coverage.md).
// One read (liveSummaries/{id}) per answer, and the CDN keeps the answer LIVE_CDN_SECONDS, so the
// database reads per minute do not grow with the readers. Each entry's markup comes from the page's
// own component (the reader's server bundle), so what the page inserts is what a reload shows.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Request, Response } from 'firebase-functions/v2/https';
import { getFirestore } from 'firebase-admin/firestore';
import { LIVE_API_PREFIX, LIVE_CDN_SECONDS, type LivePolled, type LiveSummaryDoc } from '@pauta/model';
import { cacheControl, READER_CACHE } from '../render/cache-control';
import { readerServer } from '../render/reader-server';
import { toPayloadJson } from '../render/serialize';
import { liveSummaryRef } from './rebuild-live-summary';

const ARTICLE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const isLiveSummaryPath = (path: string) => path.startsWith(LIVE_API_PREFIX);

/**
 * Live: the CDN keeps it LIVE_CDN_SECONDS, browsers ask every time (their poll then meets the CDN's
 * copy). Ended: it never changes again, cached like a page (a takedown still ends it within a minute).
 * None (never live, unpublished, unknown): the same short time, so a start is seen soon.
 */
export const LIVE_POLLED_CACHE = `public, max-age=0, s-maxage=${LIVE_CDN_SECONDS}`;

export async function livePolledResponse(
  db: Firestore,
  path: string,
): Promise<{ status: 200 | 404; body: LivePolled | null; cache: string }> {
  const id = path.slice(LIVE_API_PREFIX.length);
  if (!ARTICLE_ID.test(id)) return { status: 404, body: null, cache: cacheControl(READER_CACHE) };
  const snap = await liveSummaryRef(db, id).get();
  if (!snap.exists) return { status: 404, body: null, cache: LIVE_POLLED_CACHE };
  const summary = toPayloadJson(snap.data() as LiveSummaryDoc<Timestamp>);
  const body = (await readerServer()).renderLivePolled(summary);
  return { status: 200, body, cache: body.status === 'ended' ? cacheControl(READER_CACHE) : LIVE_POLLED_CACHE };
}

export async function handleLiveSummary(req: Request, res: Response): Promise<void> {
  try {
    const answer = await livePolledResponse(getFirestore(), req.path);
    res.set('Cache-Control', answer.cache);
    if (!answer.body) res.status(404).json({ error: 'Cobertura ao vivo não encontrada.' });
    else res.status(200).json(answer.body);
  } catch (error) {
    console.error('live summary failed', req.path, error);
    res.status(500).set('Cache-Control', 'no-store').json({ error: 'Erro ao carregar as atualizações.' });
  }
}

// POST /api/v (a Hosting rewrite): one reader page view from the beacon. Answers 204 whether the
// view counted or was dropped (bots, over a limit: view-limits.ts), 400 for a malformed body, so a
// client learns nothing about the filters. Nothing about the request is kept but the counters.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import {
  ARTICLE_PATH_PREFIX,
  DEVICE_OF_VIEWPORT,
  parseViewBeacon,
  STATS_LIMITS,
  statsDay,
  type ViewBeacon,
} from '@pauta/model';
import { isBot } from './bot-filter';
import { clientAddress } from '../guards/client-address';
import { countView } from './count-view';
import { isPublishedArticle } from './published-articles';
import { purgeExpiredNowAndThen } from './purge-markers';
import { statsShards } from './stats-settings';
import { trafficSource } from './traffic-source';
import { dailySalt, visitorHash } from './visitor-hash';
import { withinArticleCeiling, withinInstanceCeiling, withinVisitorLimit } from './view-limits';
import { withSecurityHeaders } from '../guards/security-headers';

type Headers = Request['headers'];

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** DNT: 1 or Sec-GPC: 1: the view counts, the visitor is not recognised (no unique, not live). */
export const optsOut = (headers: Headers) => one(headers.dnt).trim() === '1' || one(headers['sec-gpc']).trim() === '1';

function readBeacon(req: Pick<Request, 'rawBody' | 'body'>): ViewBeacon | null | 'too-large' {
  const raw = req.rawBody ?? (typeof req.body === 'string' ? Buffer.from(req.body) : undefined);
  if (raw && raw.length > STATS_LIMITS.bodyMaxBytes) return 'too-large';
  try {
    const value: unknown = raw?.length ? JSON.parse(raw.toString('utf8')) : req.body;
    return parseViewBeacon(value);
  } catch {
    return null;
  }
}

export async function handleView(
  req: Pick<Request, 'method' | 'headers' | 'rawBody' | 'body' | 'socket'>,
  res: Pick<Response, 'status' | 'set' | 'send'>,
  db: Firestore = getFirestore(),
  now = Date.now(),
): Promise<void> {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').send('');
    return;
  }
  const beacon = readBeacon(req);
  if (beacon === 'too-large') {
    res.status(413).send('');
    return;
  }
  if (!beacon) {
    res.status(400).send('');
    return;
  }
  if (isBot(req.headers) || !withinInstanceCeiling(now)) {
    res.status(204).send('');
    return;
  }
  const address = clientAddress(req.headers, req.socket?.remoteAddress);
  const hash = visitorHash(await dailySalt(db, statsDay(now)), address, one(req.headers['user-agent']));
  if (!withinVisitorLimit(hash, now)) {
    res.status(204).send('');
    return;
  }
  const articleId =
    beacon.a && beacon.p.startsWith(ARTICLE_PATH_PREFIX) && (await isPublishedArticle(db, beacon.a, now))
      ? beacon.a
      : undefined;
  if (articleId && !withinArticleCeiling(articleId, now)) {
    res.status(204).send('');
    return;
  }
  const siteHost = one(req.headers['x-forwarded-host']) || one(req.headers.host);
  await countView(
    db,
    {
      at: now,
      articleId,
      source: trafficSource({ referrerHost: beacon.r, utmSource: beacon.u, siteHost }),
      device: DEVICE_OF_VIEWPORT[beacon.v],
      visitor: optsOut(req.headers) ? undefined : hash,
    },
    statsShards(),
  );
  await purgeExpiredNowAndThen(db, now);
  res.status(204).send('');
}

export const countViewFunction = onRequest(
  { memory: '256MiB', concurrency: 80, maxInstances: STATS_LIMITS.maxInstances },
  withSecurityHeaders(async (req, res) => {
    try {
      await handleView(req, res);
    } catch (error) {
      console.error('countView failed', error);
      res.status(500).set('Cache-Control', 'no-store').send('');
    }
  }),
);

// GET /search-index.json (a Hosting rewrite): the search index for the /busca page, cached by the
// CDN like the rendered pages, so a search costs the reader one cached download and no reads.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onRequest } from 'firebase-functions/v2/https';
import { DOCUMENT_RATE, withClientLimit } from '../guards/client-rate-limit';
import { READER_CACHE } from '../render/cache-control';
import { cacheControlBeforeNextPublication } from '../scheduling/next-publication';
import { readSearchIndexText } from './search-index-store';
import { withSecurityHeaders } from '../guards/security-headers';

type Request = Parameters<Parameters<typeof onRequest>[0]>[0];
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

export async function handleSearchIndex(req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('');
    return;
  }
  try {
    const db = getFirestore();
    const body = await readSearchIndexText(db, getStorage().bucket());
    res.set('Cache-Control', await cacheControlBeforeNextPublication(db, READER_CACHE));
    res.type('application/json').send(body);
  } catch (error) {
    console.error('search index failed', error);
    res.status(503).set('Cache-Control', 'no-store').json({ error: 'Busca indisponível no momento.' });
  }
}

export const searchIndex = onRequest(
  { memory: '512MiB', maxInstances: 10 },
  withSecurityHeaders(withClientLimit(DOCUMENT_RATE, handleSearchIndex)),
);

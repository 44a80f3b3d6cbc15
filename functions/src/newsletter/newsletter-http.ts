// The `newsletter` HTTP function, behind Hosting's rewrites of /api/newsletter and /newsletter/**:
//   POST /api/newsletter          subscribe: a form post (answers a page, works without JavaScript)
//                                 or JSON from the app (answers JSON)
//   GET  /newsletter/confirmar    confirms (?t=)         → 'Inscrição confirmada!'
//   GET  /newsletter/cancelar     asks (?t=)             → a 'Cancelar inscrição' button
//   POST /newsletter/cancelar     unsubscribes (?t=): the page's button and RFC 8058 one-click
//                                 (mail providers POST 'List-Unsubscribe=One-Click', no sign-in)
//   POST /newsletter/excluir      erases the record (t=) → 'Dados excluídos'
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onRequest, type Request, type Response } from 'firebase-functions/v2/https';
import { requestAddress } from '../guards/client-address';
import { ClientRateLimiter, type RatePolicy } from '../guards/client-rate-limit';
import { originOf } from '../guards/trusted-origin';
import {
  isNewsletterSource,
  NEWSLETTER_PATHS,
  NEWSLETTER_TEXTS,
  PRIVATE_REFERRER_POLICY,
  type NewsletterSource,
  type SubscribeResponse,
} from '@pauta/model';
import { NEWSLETTER_SECRETS, newsletterConfig, type NewsletterConfig } from './config';
import { smtpSender, type MailSender } from './mail-sender';
import {
  checkInboxPage,
  confirmedPage,
  erasedPage,
  expiredPage,
  invalidLinkPage,
  notFoundPage,
  pageDocument,
  staleLinkPage,
  subscribeErrorPage,
  tooManyRequestsPage,
  unsubscribedPage,
  unsubscribeQuestionPage,
  type NewsletterPage,
} from './pages';
import { readMailSite } from './site';
import { subscribe, type SubscribeOutcome } from './subscribe';
import { confirmSubscription, eraseSubscriber, lookUpUnsubscribe, unsubscribe } from './subscription-changes';
import { withSecurityHeaders } from '../guards/security-headers';

export interface NewsletterHttpDeps {
  db: Firestore;
  config: () => NewsletterConfig;
  sender: (config: NewsletterConfig) => MailSender;
  now: () => number;
  log: (message: string, error?: unknown) => void;
  /** Per-client limit in front of every route (none: unlimited, as the tests of other behaviour run). */
  limiter?: ClientRateLimiter;
}

/**
 * Requests per client address, before any of them costs a read or a mail: a person subscribes or
 * follows a link a few times a minute. Subscribes also have their own per-IP and per-address limits
 * (stored, so they hold across instances); this one bounds the link pages and floods alike.
 */
export const NEWSLETTER_RATE: RatePolicy = { burst: 30, perMinute: 30 };
const instanceLimiter = new ClientRateLimiter(NEWSLETTER_RATE);

const defaultDeps = (): NewsletterHttpDeps => ({
  limiter: instanceLimiter,
  db: getFirestore(),
  config: () => newsletterConfig(),
  sender: (config) => smtpSender(config.smtp, config.from, config.replyTo),
  now: Date.now,
  log: (message, error) => logger.error(message, error),
});

async function sendPage(req: Request, res: Response, db: Firestore, page: NewsletterPage) {
  const html = await pageDocument(page, db, originOf(req.headers));
  res
    .status(page.status)
    .set('Cache-Control', 'no-store')
    .set('X-Robots-Tag', 'noindex')
    .set('Referrer-Policy', PRIVATE_REFERRER_POLICY)
    .type('html')
    .send(html);
}

function sendJson(res: Response, status: number, body: SubscribeResponse) {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/** A form field or JSON property, whatever body parser ran (or none: then the raw urlencoded body). */
function field(req: Request, name: string): unknown {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body)) return (body as Record<string, unknown>)[name];
  const raw = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : '';
  return new URLSearchParams(raw).get(name) ?? undefined;
}

const STATUS_OF: Record<SubscribeOutcome['kind'], number> = {
  sent: 200,
  held: 200,
  invalid: 400,
  'rate-limited': 429,
  failed: 503,
};

const ERROR_OF: Partial<Record<SubscribeOutcome['kind'], string>> = {
  invalid: NEWSLETTER_TEXTS.invalidEmail,
  'rate-limited': NEWSLETTER_TEXTS.tooManyRequests,
  failed: NEWSLETTER_TEXTS.sendFailed,
};

async function subscribeOutcome(
  req: Request,
  deps: NewsletterHttpDeps,
  email: unknown,
  source: NewsletterSource,
): Promise<SubscribeOutcome> {
  try {
    const config = deps.config();
    return await subscribe(
      { email, source, ip: requestAddress(req) || null },
      {
        db: deps.db,
        sender: deps.sender(config),
        site: await readMailSite(deps.db, req),
        tokenSecret: config.tokenSecret,
        now: deps.now,
        log: deps.log,
      },
    );
  } catch (error) {
    deps.log('newsletter: subscribe failed', error);
    return { kind: 'failed', email: typeof email === 'string' ? email : '' };
  }
}

/** `retryAfter` > 0: the client is over the per-client limit, refused before anything is read. */
async function handleSubscribe(req: Request, res: Response, deps: NewsletterHttpDeps, retryAfter: number) {
  const wantsJson = Boolean(req.is('application/json'));
  const email = field(req, 'email');
  const sourceField = field(req, 'source');
  const source = isNewsletterSource(sourceField) ? sourceField : 'home';
  const outcome: SubscribeOutcome = retryAfter
    ? { kind: 'rate-limited' }
    : await subscribeOutcome(req, deps, email, source);
  const status = STATUS_OF[outcome.kind];
  const error = ERROR_OF[outcome.kind];
  const typed = typeof email === 'string' ? email.slice(0, 254) : '';
  if (outcome.kind === 'rate-limited') res.set('Retry-After', String(retryAfter || 3600));
  if (wantsJson) {
    sendJson(
      res,
      status,
      error || !('email' in outcome)
        ? { ok: false, error: error ?? NEWSLETTER_TEXTS.sendFailed }
        : {
            ok: true,
            title: NEWSLETTER_TEXTS.checkInbox,
            message: NEWSLETTER_TEXTS.sentTo(outcome.email),
            email: outcome.email,
          },
    );
    return;
  }
  await sendPage(
    req,
    res,
    deps.db,
    error || !('email' in outcome)
      ? subscribeErrorPage(status, error ?? '', source, typed)
      : checkInboxPage(outcome.email),
  );
}

export async function handleNewsletterRequest(req: Request, res: Response, deps: NewsletterHttpDeps = defaultDeps()) {
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  const method = req.method;
  const allow = (methods: string) => {
    res.status(405).set('Allow', methods).set('Cache-Control', 'no-store').send('');
  };
  const retryAfter = deps.limiter?.take(requestAddress(req), deps.now()) ?? 0;
  if (path === NEWSLETTER_PATHS.subscribe) {
    if (method !== 'POST') return allow('POST');
    return handleSubscribe(req, res, deps, retryAfter);
  }
  if (retryAfter) {
    res.set('Retry-After', String(retryAfter));
    return sendPage(req, res, deps.db, tooManyRequestsPage());
  }
  const pageRoute = [NEWSLETTER_PATHS.confirm, NEWSLETTER_PATHS.unsubscribe, NEWSLETTER_PATHS.erase].includes(
    path as never,
  );
  if (!pageRoute) return sendPage(req, res, deps.db, notFoundPage());

  let config: NewsletterConfig;
  try {
    config = deps.config();
  } catch (error) {
    deps.log('newsletter: not configured', error);
    res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Serviço indisponível.');
    return;
  }
  const changeDeps = { db: deps.db, tokenSecret: config.tokenSecret, now: deps.now };
  const token = req.query.t ?? field(req, 't');
  // A HEAD (link scanners use it) changes nothing.
  if (method === 'HEAD') return void res.status(200).set('Cache-Control', 'no-store').end();

  if (path === NEWSLETTER_PATHS.confirm) {
    if (method !== 'GET') return allow('GET, HEAD');
    const outcome = await confirmSubscription(token, changeDeps);
    // The site's title only for the page that shows it: a bad link costs no read.
    if (outcome === 'confirmed')
      return sendPage(req, res, deps.db, confirmedPage((await readMailSite(deps.db, req)).title));
    return sendPage(
      req,
      res,
      deps.db,
      { expired: expiredPage, stale: staleLinkPage, invalid: invalidLinkPage }[outcome](),
    );
  }

  if (path === NEWSLETTER_PATHS.unsubscribe) {
    if (method !== 'GET' && method !== 'POST') return allow('GET, HEAD, POST');
    const lookup = await lookUpUnsubscribe(token, changeDeps);
    if (!lookup.ok) return sendPage(req, res, deps.db, invalidLinkPage());
    const site = await readMailSite(deps.db, req);
    // A GET only asks: mail scanners open every link, and must not unsubscribe anyone.
    if (method === 'GET' && lookup.status !== 'unsubscribed' && lookup.status !== null)
      return sendPage(req, res, deps.db, unsubscribeQuestionPage(String(token), lookup.email, site.title));
    if (method === 'POST') await unsubscribe(token, changeDeps);
    return sendPage(req, res, deps.db, unsubscribedPage(String(token), lookup.email, site.title));
  }

  if (method !== 'POST') return allow('POST');
  const erased = await eraseSubscriber(token, changeDeps);
  return sendPage(req, res, deps.db, erased === 'erased' ? erasedPage() : invalidLinkPage());
}

/** Its links carry tokens: no answer of the newsletter's sends a Referer on (firebase.json agrees). */
const NEWSLETTER_HEADERS = { 'Referrer-Policy': PRIVATE_REFERRER_POLICY };

export const newsletter = onRequest(
  { concurrency: 40, maxInstances: 10, secrets: NEWSLETTER_SECRETS },
  withSecurityHeaders(async (req, res) => {
    try {
      await handleNewsletterRequest(req, res);
    } catch (error) {
      logger.error('newsletter: request failed', req.path, error);
      if (!res.headersSent)
        res.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Erro inesperado. Tente novamente.');
    }
  }, NEWSLETTER_HEADERS),
);

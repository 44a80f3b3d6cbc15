// The newsletter tests' world: our Firestore emulator, the local mail catcher (the real SMTP path:
// nodemailer → smtp-server), a controllable clock, and the function's handler with those deps.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { ClientRateLimiter } from '../../src/guards/client-rate-limit';
import type { NewsletterConfig } from '../../src/newsletter/config';
import { handleNewsletterRequest } from '../../src/newsletter/newsletter-http';
import { useReaderBundle } from '../reader-bundle';
import { closeMailPools, smtpSender } from '../../src/newsletter/mail-sender';
import { startTestFirestore, type TestFirestore } from '../emulator';
import { recordingResponse, testRequest, type Captured, type TestRequest } from '../http';

export interface CaughtMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

interface Catcher {
  url: string;
  smtpPort: number;
  messages(): CaughtMail[];
  clear(): void;
  setFailures(failures: { reject?: string[]; tempFail?: string[] }): void;
  stop(): Promise<void>;
}

export const SITE_URL = 'https://pauta.example';
export const SECRET = 'segredo-dos-testes';

export class Bed {
  now = Date.parse('2025-03-10T12:00:00Z');
  /** The function's per-client limit, when a test sets one (reset() removes it). */
  limiter?: ClientRateLimiter;
  constructor(
    readonly firestore: TestFirestore,
    readonly catcher: Catcher,
  ) {}

  get db() {
    return getFirestore();
  }

  config(): NewsletterConfig {
    return {
      tokenSecret: SECRET,
      smtp: {
        host: '127.0.0.1',
        port: this.catcher.smtpPort,
        secure: false,
        user: '',
        password: '',
        maxConnections: 3,
      },
      from: 'Pauta <newsletter@pauta.dev>',
      replyTo: null,
      sendRate: 1000,
      batchSize: 50,
    };
  }

  sender() {
    const c = this.config();
    return smtpSender(c.smtp, c.from);
  }

  advance(ms: number) {
    this.now += ms;
  }

  async request(request: TestRequest): Promise<Captured> {
    const { res, out } = recordingResponse();
    await handleNewsletterRequest(testRequest(request), res, {
      db: this.db,
      config: () => this.config(),
      sender: (config) => smtpSender(config.smtp, config.from),
      now: () => this.now,
      log: () => {},
      limiter: this.limiter,
    });
    return out;
  }

  subscribeJson(email: string, source = 'home', ip?: string) {
    return this.request({
      method: 'POST',
      url: '/api/newsletter',
      body: { kind: 'json', data: { email, source } },
      ip,
    });
  }

  subscribeForm(email: string, source = 'rodape', ip?: string) {
    return this.request({
      method: 'POST',
      url: '/api/newsletter',
      body: { kind: 'form', data: { email, source } },
      ip,
    });
  }

  mailsTo(address: string): CaughtMail[] {
    return this.catcher.messages().filter((m) => m.to.includes(address));
  }

  /** The path and query of a link in the last mail to this address whose path starts with `prefix`. */
  linkIn(address: string, prefix: string): string {
    const mail = this.mailsTo(address).at(-1);
    if (!mail) throw new Error(`no mail to ${address}`);
    const match = mail.text.match(new RegExp(`${SITE_URL.replace(/\./g, '\\.')}(${prefix}\\?t=[A-Za-z0-9_.-]+)`));
    if (!match) throw new Error(`no ${prefix} link in the mail to ${address}`);
    return match[1]!;
  }

  async reset() {
    const db = this.db;
    // In parallel: a test may leave hundreds of records (the hourly mail ceiling).
    for (const name of ['newsletterSubscribers', 'newsletterLimits', 'newsletterDigests', 'articles']) {
      const snap = await db.collection(name).get();
      await Promise.all(snap.docs.map((d) => db.recursiveDelete(d.ref)));
    }
    await db.doc('settings/site').set({
      siteTitle: 'Pauta',
      siteDescription: '',
      siteKeywords: '',
      siteUrl: SITE_URL,
      updatedAt: Timestamp.now(),
    });
    this.catcher.clear();
    this.catcher.setFailures({});
    this.limiter = undefined;
  }

  async stop() {
    closeMailPools();
    await this.catcher.stop();
    await this.firestore.stop();
  }
}

export async function startBed(projectId: string): Promise<Bed> {
  await useReaderBundle(); // the newsletter's pages are rendered by the reader's server bundle
  const firestore = await startTestFirestore(projectId);
  // Kept out of tsc's reach: a plain-Node module of the repository's scripts.
  const modulePath = pathToFileURL(resolve(__dirname, '../../../scripts/lib/mail-catcher.mjs')).href;
  const { startMailCatcher } = (await import(modulePath)) as { startMailCatcher(): Promise<Catcher> };
  const bed = new Bed(firestore, await startMailCatcher());
  await bed.reset();
  return bed;
}

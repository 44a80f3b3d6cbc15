// The newsletter: double opt-in subscriptions, the daily digest and the admin's view of them.
// Every collection here is written and read by Cloud Functions only: no rule lets a client in.

export const NEWSLETTER_COLLECTIONS = {
  /** newsletterSubscribers/{id}: one per normalized address (the id is its SHA-256: functions/src/newsletter/ids.ts). */
  subscribers: 'newsletterSubscribers',
  /** newsletterDigests/{id}: one per digest edition, with a send record per subscriber below it. */
  digests: 'newsletterDigests',
  /** newsletterDigests/{id}/sends/{subscriberId}: what happened to one subscriber's copy. */
  sends: 'sends',
  /** newsletterLimits/{key}: recent attempts per client IP (hashed), for the abuse limits. */
  limits: 'newsletterLimits',
} as const;

/** Same-origin addresses Hosting rewrites to the `newsletter` function. */
export const NEWSLETTER_PATHS = {
  /** POST: a form post (answers a page) or JSON from the app (answers JSON). */
  subscribe: '/api/newsletter',
  /** GET ?t=: confirms the subscription. */
  confirm: '/newsletter/confirmar',
  /** GET ?t=: asks; POST ?t=: unsubscribes (RFC 8058 one-click: any POST, no sign-in). */
  unsubscribe: '/newsletter/cancelar',
  /** POST t=: deletes the subscriber record (LGPD). */
  erase: '/newsletter/excluir',
} as const;

/** Where a subscription came from: the home card or the footer ('rodapé'). */
export const NEWSLETTER_SOURCES = ['home', 'rodape'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
export const isNewsletterSource = (value: unknown): value is NewsletterSource =>
  typeof value === 'string' && (NEWSLETTER_SOURCES as readonly string[]).includes(value);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const NEWSLETTER_LIMITS = {
  /** RFC 5321's longest usable address. */
  emailMax: 254,
  /** A confirmation link's lifetime. */
  confirmTokenDays: 7,
  /** Mails (confirmation or "already subscribed") one address may receive per day... */
  mailsPerAddressPerDay: 3,
  /** ...and never two within this many seconds. */
  addressCooldownSeconds: 60,
  /** Subscribe requests one client IP may make per hour. */
  requestsPerIpPerHour: 10,
  /**
   * Confirmation (and "already subscribed") mails the site sends per clock hour, whoever asks and
   * from whatever address: what a flood of sign-ups can make it send, at most.
   */
  mailsPerHour: 300,
  /** ...and to the addresses of one recipient domain (a company's inbox, a small provider). */
  mailsPerDomainPerHour: 60,
  /** Articles one digest lists at most (the newest; the mail links to the full list). */
  digestArticlesMax: 100,
} as const;

/** The consent a subscriber gives, stored with the record (LGPD art. 8: consent must be provable). */
export const NEWSLETTER_CONSENT_TEXT =
  'Quero receber por email a newsletter do Pauta e o resumo diário dos artigos publicados. Posso cancelar a qualquer momento pelo link presente em cada email.';
/** Bumped whenever NEWSLETTER_CONSENT_TEXT changes, so each record says which wording was agreed to. */
export const NEWSLETTER_CONSENT_VERSION = 1;

/** Texts the reader sees from the forms (app and rendered pages alike). */
export const NEWSLETTER_TEXTS = {
  checkInbox: 'Confirme sua inscrição',
  sentTo: (email: string) => `Enviamos um link para ${email}.`,
  checkInboxHelp:
    'Abra o email e clique em "Confirmar inscrição". O link vale por 7 dias; se não o encontrar, veja a pasta de spam.',
  invalidEmail: 'Informe um email válido.',
  tooManyRequests: 'Muitas tentativas. Tente novamente mais tarde.',
  sendFailed: 'Não foi possível enviar o email agora. Tente novamente em alguns minutos.',
  sending: 'Inscrevendo...',
  /** Under each form: what happens next. */
  note: 'Enviaremos um email para você confirmar. Cancele quando quiser.',
} as const;

/**
 * The address as stored and compared: trimmed and lower-cased. null when it is not a plausible
 * address (one @, a dotted domain of letters, digits and hyphens, no spaces or quotes).
 */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > NEWSLETTER_LIMITS.emailMax) return null;
  const at = email.lastIndexOf('@');
  if (at < 1 || at !== email.indexOf('@')) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !/^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return null;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  const labels = domain.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((l) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  return /^[a-z]{2,}$/.test(labels[labels.length - 1]!) || /^xn--/.test(labels[labels.length - 1]!) ? email : null;
}

/** What newsletterSubscribers/{id} holds. */
export interface NewsletterSubscriberDoc<Time = unknown> {
  email: string;
  status: NewsletterStatus;
  source: NewsletterSource;
  consentText: string;
  consentVersion: number;
  consentAt: Time;
  /** The client IP the subscribe request came from (part of the consent record). */
  consentIp: string | null;
  confirmedAt: Time | null;
  unsubscribedAt: Time | null;
  /** Changes each time the address (re)enters 'pending': older confirmation links stop working. */
  confirmNonce: string;
  /** When mails to this address were sent for subscribe requests (ms), the last day's only. */
  recentMails: number[];
  createdAt: Time;
  updatedAt: Time;
}

export const DIGEST_STATUSES = ['sending', 'sent', 'empty'] as const;
export type DigestStatus = (typeof DIGEST_STATUSES)[number];
export type DigestTrigger = 'schedule' | 'manual';

/** One article as a digest lists it (a copy: a retried batch sends what the first one sent). */
export interface DigestArticle {
  id: string;
  title: string;
  excerpt: string;
  path: string;
  category: string;
  publishedAt: string;
}

/** What newsletterDigests/{id} holds. */
export interface NewsletterDigestDoc<Time = unknown> {
  status: DigestStatus;
  trigger: DigestTrigger;
  /** The window of publication dates it covers: [windowStart, windowEnd). */
  windowStart: Time;
  windowEnd: Time;
  subject: string;
  articles: DigestArticle[];
  sent: number;
  failed: number;
  createdAt: Time;
  updatedAt: Time;
  finishedAt: Time | null;
}

export const SEND_STATUSES = ['sending', 'sent', 'failed'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** The `newsletterAdmin` callable: staff read the overview; admins export and send. */
export type NewsletterAdminRequest = { action: 'overview' } | { action: 'export' } | { action: 'send' };

export interface DigestSummary {
  id: string;
  status: DigestStatus;
  trigger: DigestTrigger;
  createdAt: string;
  finishedAt: string | null;
  articleCount: number;
  sent: number;
  failed: number;
}

export interface NewsletterOverview {
  counts: Record<NewsletterStatus, number>;
  digests: DigestSummary[];
}

export interface NewsletterExport {
  filename: string;
  csv: string;
  count: number;
}

export interface NewsletterSendResult {
  digestId: string;
  status: DigestStatus;
  articleCount: number;
  sent: number;
  failed: number;
}

/** What the subscribe endpoint answers a JSON request. */
export type SubscribeResponse =
  { ok: true; title: string; message: string; email: string } | { ok: false; error: string };

/**
 * The marker (`data-pauta-form`) a newsletter form carries both on a server-rendered page and in
 * the app: a form submitted on the rendered page is handed to the app's form with the same marker.
 */
export const newsletterFormMarker = (source: NewsletterSource) => `newsletter-${source}`;

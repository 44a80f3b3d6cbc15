// The newsletter's configuration. Secrets (Secret Manager in production; functions/.secret.local,
// written by `npm start`/`npm test`, in the emulator) and plain settings from the environment
// (functions/.env.<project-id> in production; the local stack's environment in the emulator).
import { defineSecret } from 'firebase-functions/params';

/** Signs confirmation and unsubscribe links. */
export const NEWSLETTER_TOKEN_SECRET = defineSecret('NEWSLETTER_TOKEN_SECRET');
/** The SMTP account's password (or API key, for providers that take it as the SMTP password). */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const NEWSLETTER_SECRETS = [NEWSLETTER_TOKEN_SECRET, SMTP_PASSWORD];

export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** Parallel SMTP connections the pool keeps. */
  maxConnections: number;
}

export interface NewsletterConfig {
  tokenSecret: string;
  smtp: SmtpConfig;
  /** The From header, e.g. 'Pauta <newsletter@exemplo.com.br>'. */
  from: string;
  replyTo: string | null;
  /** Digest mails per second, at most. */
  sendRate: number;
  /** Subscribers claimed and sent per batch. */
  batchSize: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export class NewsletterConfigError extends Error {}

/** Reads the configuration; throws NewsletterConfigError naming what is missing. */
export function newsletterConfig(env: NodeJS.ProcessEnv = process.env): NewsletterConfig {
  // A secret listed in a function's `secrets` reaches it as an environment variable of its name.
  const tokenSecret = env[NEWSLETTER_TOKEN_SECRET.name] ?? '';
  const password = env[SMTP_PASSWORD.name] ?? '';
  const missing = [
    !tokenSecret && 'NEWSLETTER_TOKEN_SECRET',
    !env.SMTP_HOST && 'SMTP_HOST',
    !env.NEWSLETTER_FROM && 'NEWSLETTER_FROM',
  ].filter(Boolean);
  if (missing.length) throw new NewsletterConfigError(`newsletter: configure ${missing.join(', ')}`);
  const port = positive(env.SMTP_PORT, 587);
  return {
    tokenSecret,
    smtp: {
      host: env.SMTP_HOST!,
      port,
      secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
      user: env.SMTP_USER ?? '',
      password,
      maxConnections: Math.floor(positive(env.SMTP_MAX_CONNECTIONS, 3)),
    },
    from: env.NEWSLETTER_FROM!,
    replyTo: env.NEWSLETTER_REPLY_TO || null,
    sendRate: positive(env.NEWSLETTER_SEND_RATE, 10),
    batchSize: Math.floor(positive(env.NEWSLETTER_BATCH_SIZE, 50)),
  };
}

// One interface for sending mail, and its SMTP implementation (nodemailer, pooled). Any provider
// with an SMTP endpoint fits (Amazon SES, Resend, Brevo, a company relay; docs/newsletter.md); an
// HTTP-API provider would be another implementation of MailSender. Locally the SMTP server is the
// mail catcher `npm start` and `npm test` run (scripts/lib/mail-catcher.mjs).
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from './config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header fields (List-Unsubscribe, List-Unsubscribe-Post, List-Id...). */
  headers: Record<string, string>;
}

export interface MailSender {
  /** Resolves once the server accepted the message; rejects with MailSendError otherwise. */
  send(mail: OutgoingMail): Promise<void>;
}

export class MailSendError extends Error {
  constructor(
    message: string,
    /** A 5xx answer: sending the same message again will fail again. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

interface SmtpFailure {
  responseCode?: number;
  message?: string;
}

const pools = new Map<string, Transporter>();

/**
 * The pooled transport for this configuration, kept for the instance's lifetime (warm invocations
 * reuse it). nodemailer loads on the first mail: every function shares one bundle, and the others
 * (the render function above all) should not pay for it at a cold start.
 */
async function transportFor(smtp: SmtpConfig): Promise<Transporter> {
  const key = JSON.stringify(smtp);
  let transport = pools.get(key);
  if (!transport) {
    const { createTransport } = await import('nodemailer');
    transport =
      pools.get(key) ??
      createTransport({
        pool: true,
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        maxConnections: smtp.maxConnections,
        maxMessages: 500,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    pools.set(key, transport);
  }
  return transport;
}

export function smtpSender(smtp: SmtpConfig, from: string, replyTo: string | null = null): MailSender {
  return {
    async send(mail) {
      try {
        await (
          await transportFor(smtp)
        ).sendMail({
          from,
          ...(replyTo ? { replyTo } : {}),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      } catch (error) {
        const failure = error as SmtpFailure;
        const code = failure.responseCode;
        throw new MailSendError(
          `SMTP ${code ?? 'erro'}: ${failure.message ?? String(error)}`,
          typeof code === 'number' && code >= 500,
        );
      }
    },
  };
}

/** Closes every pooled connection (tests and the benchmark; functions keep theirs). */
export function closeMailPools(): void {
  for (const transport of pools.values()) transport.close();
  pools.clear();
}

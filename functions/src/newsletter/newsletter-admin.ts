// `newsletterAdmin` callable, for /admin/settings/newsletter. Roles are read from the caller's
// profile on every call: staff (admin, editor) see the counts and the last digests; only admins
// export the confirmed addresses and send a digest on demand ('Enviar resumo agora').
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  brasiliaFields,
  COLLECTIONS,
  isStaff,
  NEWSLETTER_COLLECTIONS,
  NEWSLETTER_STATUSES,
  ROLE,
  type DigestSummary,
  type NewsletterExport,
  type NewsletterOverview,
  type NewsletterSendResult,
  type NewsletterStatus,
} from '@pauta/model';
import { NEWSLETTER_SECRETS } from './config';
import { runDigest, type DigestDeps } from './digest';
import { configuredDigestDeps } from './digest-deps';
import { verifiedCaller } from '../auth/verified-caller';

export const NEWSLETTER_ADMIN_ERRORS = {
  unauthenticated: 'Usuário não autenticado',
  notStaff: 'Acesso negado: apenas administradores e editores podem ver a newsletter',
  notAdmin: 'Apenas administradores podem exportar os inscritos ou enviar o resumo',
  badAction: 'Ação inválida',
  notConfigured: 'O envio de emails não está configurado',
} as const;

/** Digests the overview lists. */
export const RECENT_DIGESTS = 10;

export interface NewsletterAdminDeps {
  db: Firestore;
  digestDeps: () => Promise<DigestDeps>;
  now: () => number;
}

const iso = (t: unknown) => ((t as Timestamp | null | undefined)?.toDate?.() ?? null)?.toISOString() ?? null;

async function overview(db: Firestore): Promise<NewsletterOverview> {
  const subscribers = db.collection(NEWSLETTER_COLLECTIONS.subscribers);
  const [counts, digests] = await Promise.all([
    Promise.all(NEWSLETTER_STATUSES.map((s) => subscribers.where('status', '==', s).count().get())),
    db.collection(NEWSLETTER_COLLECTIONS.digests).orderBy('createdAt', 'desc').limit(RECENT_DIGESTS).get(),
  ]);
  return {
    counts: Object.fromEntries(NEWSLETTER_STATUSES.map((s, i) => [s, counts[i]!.data().count])) as Record<
      NewsletterStatus,
      number
    >,
    digests: digests.docs.map((d): DigestSummary => ({
      id: d.id,
      status: d.get('status'),
      trigger: d.get('trigger'),
      createdAt: iso(d.get('createdAt')) ?? '',
      finishedAt: iso(d.get('finishedAt')),
      articleCount: (d.get('articles') as unknown[] | undefined)?.length ?? 0,
      sent: Number(d.get('sent') ?? 0),
      failed: Number(d.get('failed') ?? 0),
    })),
  };
}

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet shows text, not a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

async function exportConfirmed(db: Firestore, now: number): Promise<NewsletterExport> {
  const snap = await db
    .collection(NEWSLETTER_COLLECTIONS.subscribers)
    .where('status', '==', 'confirmed')
    .select('email', 'confirmedAt', 'source')
    .get();
  const rows = snap.docs
    .map((d) => [String(d.get('email')), iso(d.get('confirmedAt')) ?? '', String(d.get('source') ?? '')])
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
  const csv = [['email', 'confirmado_em', 'origem'], ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
  const b = brasiliaFields(now);
  const day = `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}`;
  return { filename: `newsletter-confirmados-${day}.csv`, csv: `${csv}\r\n`, count: rows.length };
}

export async function handleNewsletterAdmin(
  callerUid: string | null,
  data: unknown,
  deps: NewsletterAdminDeps,
): Promise<NewsletterOverview | NewsletterExport | NewsletterSendResult> {
  if (!callerUid) throw new HttpsError('unauthenticated', NEWSLETTER_ADMIN_ERRORS.unauthenticated);
  const action = (data as { action?: unknown } | null)?.action;
  if (action !== 'overview' && action !== 'export' && action !== 'send')
    throw new HttpsError('invalid-argument', NEWSLETTER_ADMIN_ERRORS.badAction);
  const role: unknown = (await deps.db.collection(COLLECTIONS.profiles).doc(callerUid).get()).get('role');
  if (!isStaff(role)) throw new HttpsError('permission-denied', NEWSLETTER_ADMIN_ERRORS.notStaff);
  if (action === 'overview') return overview(deps.db);
  if (role !== ROLE.admin) throw new HttpsError('permission-denied', NEWSLETTER_ADMIN_ERRORS.notAdmin);
  if (action === 'export') return exportConfirmed(deps.db, deps.now());
  let digestDeps: DigestDeps;
  try {
    digestDeps = await deps.digestDeps();
  } catch {
    throw new HttpsError('failed-precondition', NEWSLETTER_ADMIN_ERRORS.notConfigured);
  }
  const { digestId, status, articleCount, sent, failed } = await runDigest('manual', digestDeps);
  return { digestId, status, articleCount, sent, failed };
}

export const newsletterAdmin = onCall(
  { secrets: NEWSLETTER_SECRETS, timeoutSeconds: 540, memory: '512MiB', maxInstances: 10 },
  (request) =>
    handleNewsletterAdmin(verifiedCaller(request.auth), request.data, {
      db: getFirestore(),
      digestDeps: () => configuredDigestDeps(),
      now: Date.now,
    }),
);

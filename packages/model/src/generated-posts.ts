// Pautas: story ideas saved from the news search ('Salvar como pauta' in /admin/trends) and worked
// in /admin/generated-posts ('Posts Gerados'). Staff only (firestore.rules). Every update carries
// version = stored + 1, as articles do, so two people acting on one pauta never overwrite each other.
import type { StoredTimestamp } from './time.js';

export const GENERATED_POST_STATUSES = ['new', 'in-production', 'discarded'] as const;
export type GeneratedPostStatus = (typeof GENERATED_POST_STATUSES)[number];

export const GENERATED_POST_FIELDS = [
  'headline',
  'sourceUrl',
  // the source link normalised (sourceKey()): pautas of the same story are flagged as duplicates
  'sourceKey',
  'publisher',
  'sourcePublishedAt',
  // the generated outline: the summary and the suggested steps
  'excerpt',
  'steps',
  'status',
  'assigneeId',
  'assigneeName',
  'articleId',
  'createdBy',
  'createdByName',
  'createdAt',
  'updatedAt',
  'version',
] as const;

/** What a pauta's saver wrote; nobody changes it later. */
export const GENERATED_POST_FIXED_FIELDS = [
  'headline',
  'sourceUrl',
  'sourceKey',
  'publisher',
  'sourcePublishedAt',
  'excerpt',
  'steps',
  'createdBy',
  'createdByName',
  'createdAt',
] as const satisfies readonly (typeof GENERATED_POST_FIELDS)[number][];

export const GENERATED_POST_LIMITS = {
  headlineMax: 300,
  publisherMax: 200,
  stepsMax: 10,
} as const;

export interface OutlineStep {
  label: string;
  text: string;
}

export interface GeneratedPostDoc<Time = StoredTimestamp> {
  headline: string;
  sourceUrl: string;
  sourceKey: string;
  publisher: string;
  /** The headline's date as the news search gave it (ISO 8601), or null. */
  sourcePublishedAt: string | null;
  excerpt: string;
  steps: OutlineStep[];
  /** 'new' until an article is created from it ('in-production', linked by articleId); 'discarded' can be undone. */
  status: GeneratedPostStatus;
  /** The staff member responsible for it ('Responsável'), or null. */
  assigneeId: string | null;
  assigneeName: string;
  /** The article created from it, or null. */
  articleId: string | null;
  createdBy: string;
  createdByName: string;
  createdAt: Time;
  updatedAt: Time;
  version: number;
}

/** What a discarded pauta goes back to when the discard is undone. */
export const restoredStatus = (post: Pick<GeneratedPostDoc, 'articleId'>): GeneratedPostStatus =>
  post.articleId ? 'in-production' : 'new';

const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref)$/i;

/**
 * The source link as pautas compare it: the host in lower case without 'www.' (http or https alike),
 * the path without a trailing slash, the other parameters sorted, no fragment, no tracking
 * parameters. Two pautas with the same key are the same story.
 */
export function sourceKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim().toLowerCase();
  }
  const params = [...parsed.searchParams].filter(([name]) => !TRACKING_PARAM.test(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${query}`;
}

/** Posts Gerados' filters, by the status they show, as the address names them (?aba=...). */
export const GENERATED_POST_TABS: Record<GeneratedPostStatus, string> = {
  new: 'novas',
  'in-production': 'em-producao',
  discarded: 'descartadas',
};

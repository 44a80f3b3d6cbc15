// Scheduled publishing (docs/data-model.md "Publishing", docs/scheduling.md): an article with
// status 'scheduled' and a `scheduledFor` time goes public through the one server-side publish step,
// fired by a Cloud Task at its time and by a sweep every minute. Each publication is recorded in
// publications/{id} with how late it went out.
import { COLLECTIONS } from './collections.js';
import type { StoredTimestamp } from './time.js';

/** A scheduled article is public within this long of its time: the promise the task and sweep keep. */
export const PUBLISH_PROMISE_MS = 60_000;

/** Past its time by more than this and still not public: 'Atrasado' on /admin/schedules. */
export const SCHEDULE_LATE_AFTER_MS = 2 * 60_000;

/** How many publications by schedule /admin/schedules lists. */
export const RECENT_SCHEDULED_PUBLICATIONS = 20;

/** The functions of the publish step: the editor's callable, the queue's task and the sweep. */
export const PUBLISH_FUNCTIONS = {
  /** Callable: publish an article now (staff). */
  now: 'publishArticle',
  /** Task queue (one task per scheduled article, at its time). */
  task: 'publishScheduledArticle',
  /** Every minute: publishes anything due that a task missed. */
  sweep: 'publishDueArticles',
} as const;

/** Who carried a publication out: the editor's 'Publicado' (now), the article's task, or the sweep. */
export const PUBLICATION_VIA = ['editor', 'task', 'sweep'] as const;
export type PublicationVia = (typeof PUBLICATION_VIA)[number];

/** The name the history and the conflict notice give a publication the queue or the sweep made. */
export const SCHEDULED_PUBLISHER_NAME = 'Publicação agendada';

/** publications/{articleId}-v{version}: one per publication, written in the publish transaction. */
export interface PublicationDoc<Time = StoredTimestamp> {
  articleId: string;
  /** The article as it went out (the screen lists these without reading the articles). */
  title: string;
  slug: string;
  category: string;
  authorName: string;
  /** The time it was scheduled for; null when published now from the editor. */
  scheduledFor: Time | null;
  /** When the publish step ran (the article's own publishedAt is the scheduled time). */
  publishedAt: Time;
  /** publishedAt − scheduledFor in ms; null when published now. */
  lateMs: number | null;
  /** false for the editor's 'publish now': /admin/schedules lists the others. */
  scheduled: boolean;
  via: PublicationVia;
  /** The version the publication wrote. */
  version: number;
}

export const PUBLICATIONS_COLLECTION = COLLECTIONS.publications;

export const publicationId = (articleId: string, version: number) => `${articleId}-v${version}`;

/** The id of the 'publish' revision of the version a publication writes (one per version). */
export const publishRevisionId = (version: number) => `publish-v${version}`;

/** The publishArticle callable's request: publish the article now, at the version the caller saved. */
export interface PublishArticleRequest {
  articleId: string;
  version: number;
}

export interface PublishArticleResult {
  /** 'already-published': it was public already (a retried call whose first reply was lost). */
  status: 'published' | 'already-published';
  /** The article's version after the call. */
  version: number;
}

/** The task queue's payload: which article, scheduled for when (ms since the epoch). */
export interface PublishTaskData {
  articleId: string;
  scheduledFor: number;
}

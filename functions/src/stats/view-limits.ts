// Per-minute caps on the views one instance counts (memory only; docs/statistics.md, "Limits"):
//   - per visitor hash: a script replaying beacons from one address and user agent stops counting
//     after STATS_LIMITS.viewsPerVisitorMinute;
//   - per article, and for all views together, whatever addresses the beacons claim: a flood with a
//     new address or user agent on every request mints at most viewsPerArticleMinute views (and
//     uniques) of one article and viewsPerInstanceMinute in all, per instance and minute; the
//     function's maxInstances bounds the whole.
import { STATS_LIMITS } from '@pauta/model';

/** Counts calls per key within the current minute; forgets everything when the minute turns. */
export class MinuteCounter {
  private minute = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** True while `key` is within the limit for this minute (and counts this call). */
  take(key: string, now: number): boolean {
    const current = Math.floor(now / 60_000);
    if (current !== this.minute) {
      this.minute = current;
      this.counts.clear();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    if (this.counts.size < this.maxKeys || this.counts.has(key)) this.counts.set(key, n);
    return n <= this.limit;
  }
}

const perVisitor = new MinuteCounter(STATS_LIMITS.viewsPerVisitorMinute);
const perArticle = new MinuteCounter(STATS_LIMITS.viewsPerArticleMinute);
const perInstance = new MinuteCounter(STATS_LIMITS.viewsPerInstanceMinute, 1);

/** True while the visitor is within its limit for this minute (and counts this call). */
export const withinVisitorLimit = (hash: string, now = Date.now()) => perVisitor.take(hash, now);

/** True while this instance may still count a view this minute (checked before anything is read). */
export const withinInstanceCeiling = (now = Date.now()) => perInstance.take('', now);

/** True while this instance may still count a view of `articleId` this minute. */
export const withinArticleCeiling = (articleId: string, now = Date.now()) => perArticle.take(articleId, now);

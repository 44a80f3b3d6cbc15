// A per-instance cap on views per visitor and minute: a script replaying beacons from one address
// and user agent stops counting after STATS_LIMITS.viewsPerVisitorMinute. Memory only.
import { STATS_LIMITS } from '@pauta/model';

const MAX_KEYS = 50_000;
let minute = -1;
const counts = new Map<string, number>();

/** True while the visitor is within the limit for this minute (and counts this call). */
export function withinVisitorLimit(key: string, now = Date.now()): boolean {
  const current = Math.floor(now / 60_000);
  if (current !== minute) {
    minute = current;
    counts.clear();
  }
  const n = (counts.get(key) ?? 0) + 1;
  if (counts.size < MAX_KEYS || counts.has(key)) counts.set(key, n);
  return n <= STATS_LIMITS.viewsPerVisitorMinute;
}

// Settings of the counters, from the functions' environment (functions/.env in production,
// the stack's environment locally): docs/statistics.md, "Scale".

/** Shards of each hot counter document (site day, article day, live hour): STATS_SHARDS, 1–1000. */
export function statsShards(): number {
  const value = Number(process.env.STATS_SHARDS ?? 4);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 4;
}

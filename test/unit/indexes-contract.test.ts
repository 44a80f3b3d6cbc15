// firestore.indexes.json as the deploy takes it (checked by the emulator's own reader, which npm
// start and npm test load to refuse queries no index serves), with the overrides production needs:
// stats/tags exempted from indexing (one map entry per tag would pass Firestore's 40,000 index
// entries per document around 10,000 tags, and every publish's tag update would fail) and a TTL
// on the processed-event markers of the tag statistics.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, TAG_STATS_EVENTS } from '@pauta/model';
import { readIndexConfig } from '../../emulators/src/firestore/index-config.js';

const config = readIndexConfig(join(import.meta.dirname, '..', '..', 'firestore.indexes.json'));
const override = (group: string, field: string) =>
  config.fieldOverrides.find((o) => o.collectionGroup === group && o.path.join('.') === field);

describe('firestore.indexes.json', () => {
  it('is a valid index configuration', () => {
    expect(config.indexes.length).toBeGreaterThan(20);
  });

  it('exempts the tag statistics map from indexing', () => {
    expect(override(COLLECTIONS.stats, 'tags')).toMatchObject({ indexes: [] });
  });

  it('expires the tag statistics’ processed-event markers (TTL on expireAt, not indexed)', () => {
    expect(override(TAG_STATS_EVENTS, 'expireAt')).toMatchObject({ ttl: true, indexes: [] });
  });
});

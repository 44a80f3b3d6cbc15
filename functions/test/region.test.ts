// Every function Pauta deploys runs in the one region setting (PAUTA_REGION, default São Paulo),
// and the publish queue is addressed in that region.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGION, REGION_SETTING } from '@pauta/model';
import { functionsRegion } from '../src/lib/region';

type Endpoint = { region?: unknown };
let endpoints: (readonly [string, Endpoint])[] = [];
beforeAll(async () => {
  // What the Functions runtime provides: the storage trigger reads its default bucket from it.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: 'demo-pauta', storageBucket: 'demo-pauta.appspot.com' });
  process.env.GCLOUD_PROJECT ??= 'demo-pauta';
  const deployed = await import('../src/index');
  endpoints = Object.entries(deployed).flatMap(([name, value]) => {
    const endpoint = (value as { __endpoint?: Endpoint }).__endpoint;
    return endpoint ? [[name, endpoint] as const] : [];
  });
});

describe('region', () => {
  it('puts every deployed function in the PAUTA_REGION parameter', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    for (const [name, endpoint] of endpoints) {
      // The parameter itself: firebase-tools resolves it from functions/.env.<project> at deploy.
      expect(String(endpoint.region), name).toBe(`params.${REGION_SETTING}`);
    }
  });

  it('is São Paulo unless the project sets another', () => {
    const before = process.env[REGION_SETTING];
    try {
      delete process.env[REGION_SETTING];
      expect(functionsRegion()).toBe('southamerica-east1');
      expect(DEFAULT_REGION).toBe('southamerica-east1');
      process.env[REGION_SETTING] = 'europe-west1';
      expect(functionsRegion()).toBe('europe-west1');
    } finally {
      if (before === undefined) delete process.env[REGION_SETTING];
      else process.env[REGION_SETTING] = before;
    }
  });
});

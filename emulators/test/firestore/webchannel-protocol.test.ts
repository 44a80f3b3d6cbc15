// The WebChannel wire protocol as the browser SDK speaks it (see the README's notes), over plain
// HTTP: handshake, forward messages and their acknowledgement, streaming and long-poll back
// channels, retried POSTs, resume tokens, unknown sessions, terminate, CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT, ROOT, startHarness, type Harness } from './harness.js';

const DATABASE = `projects/${PROJECT}/databases/(default)`;
const external = Boolean(process.env.CONFORMANCE_FIRESTORE_HOST);

let h: Harness;
beforeAll(async () => {
  h = await startHarness([], { webChannelIdleMs: 60_000 });
});
afterAll(() => h.close());

type Message = [number, unknown[]];

/** Splits `<length>\n<json>` chunks (length in UTF-16 units) and parses each. */
function frames(text: string): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const length = Number(text.slice(at, nl));
    out.push(JSON.parse(text.slice(nl + 1, nl + 1 + length)));
    at = nl + 1 + length;
  }
  return out;
}

const url = (kind: string, params: Record<string, string | number>) => {
  const q = new URLSearchParams({ VER: '8', database: DATABASE, ...params, zx: 'test', t: '1' });
  return `http://127.0.0.1:${h.emulator.port}/google.firestore.v1.Firestore/${kind}/channel?${q}`;
};

const form = (ofs: number, maps: unknown[], headers?: string) => {
  const parts = headers === undefined ? [] : [`headers=${encodeURIComponent(headers)}`];
  parts.push(`count=${maps.length}`, `ofs=${ofs}`);
  maps.forEach((m, i) => parts.push(`req${i}___data__=${encodeURIComponent(JSON.stringify(m))}`));
  return parts.join('&');
};

const post = (target: string, body: string, extra: Record<string, string> = {}) =>
  fetch(target, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...extra } });

async function open(kind: 'Listen' | 'Write', maps: unknown[], token = 'owner') {
  const res = await post(
    url(kind, { RID: 1000, CVER: 22, 'X-HTTP-Session-Id': 'gsessionid' }),
    form(0, maps, `Authorization:Bearer ${token}\r\nContent-Type:text/plain\r\n`),
  );
  const text = await res.text();
  const [[[id, c]]] = frames(text) as [[[number, unknown[]]]];
  return { status: res.status, text, id, c, sid: String(c[1]) };
}

/** One long poll (CI=1): the messages of its single chunk. */
async function poll(kind: string, sid: string, aid: number): Promise<Message[]> {
  const res = await fetch(url(kind, { RID: 'rpc', SID: sid, AID: aid, CI: 1, TYPE: 'xmlhttp' }));
  expect(res.status).toBe(200);
  return frames(await res.text()).flat() as Message[];
}

/** Long polls until `until` matches a payload; returns every message seen. */
async function pollUntil(kind: string, sid: string, until: (payload: any) => boolean): Promise<Message[]> {
  const seen: Message[] = [];
  let aid = 0;
  while (!seen.some(([, [p]]) => until(p))) {
    const batch = await poll(kind, sid, aid);
    seen.push(...batch);
    aid = batch[batch.length - 1][0];
  }
  return seen;
}

const payloads = (messages: Message[]) => messages.map(([, [p]]) => p as any).filter((p) => p !== 'noop');
const docTarget = (targetId: number, ...ids: string[]) => ({
  database: DATABASE,
  addTarget: { targetId, documents: { documents: ids.map((id) => `${ROOT}/${id}`) } },
});
const isSnapshot = (p: any) =>
  p?.targetChange?.targetChangeType === 'NO_CHANGE' && p.targetChange.targetIds?.length !== 1;

describe('WebChannel protocol', () => {
  it('the handshake answers one chunk: ["c", session id, host prefix, version 8]', async () => {
    const r = await open('Listen', [docTarget(2, 'wc/a')]);
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/^\d+\n\[\[0,\["c",/);
    expect(Number(r.text.slice(0, r.text.indexOf('\n')))).toBe(r.text.length - r.text.indexOf('\n') - 1);
    expect(r.id).toBe(0);
    expect(r.sid).not.toBe('');
    expect(r.c[3]).toBe(8);
  });

  it('a long poll carries ADD, the documents, CURRENT and a global NO_CHANGE; the next one waits for a commit', async () => {
    await h.seed({ 'wc/b': { n: { integerValue: '1' } } });
    const { sid } = await open('Listen', [docTarget(2, 'wc/b')]);
    const messages = await pollUntil('Listen', sid, isSnapshot);
    const first = payloads(messages);
    expect(first.map((p) => p.targetChange?.targetChangeType ?? Object.keys(p)[0])).toEqual([
      'ADD',
      'documentChange',
      'CURRENT',
      'NO_CHANGE',
    ]);
    expect(first[1].documentChange.document.fields).toEqual({ n: { integerValue: '1' } });
    expect(first[3].targetChange.readTime).toMatch(/Z$/);

    const next = poll('Listen', sid, messages[messages.length - 1][0]);
    await new Promise((r) => setTimeout(r, 200));
    await h.seed({ 'wc/b': { n: { integerValue: '2' } } });
    const later = payloads(await next);
    expect(later[0].documentChange.document.fields).toEqual({ n: { integerValue: '2' } });
    expect(later.some(isSnapshot)).toBe(true);
  });

  it('a streaming back channel (CI=0) writes at once even with nothing to send', async () => {
    const { sid } = await open('Listen', []);
    const controller = new AbortController();
    const res = await fetch(url('Listen', { RID: 'rpc', SID: sid, AID: 0, CI: 0, TYPE: 'xmlhttp' }), {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    controller.abort();
    const [[message]] = frames(new TextDecoder().decode(value)) as Message[][];
    expect(message[0]).toBeGreaterThan(0);
  });

  it('forward POSTs are acknowledged with [back channel, last array id, 0]; a retried POST is not applied twice', async () => {
    const { sid } = await open('Write', [{ database: DATABASE }]);
    const increment = {
      streamToken: 'x',
      writes: [
        {
          update: { name: `${ROOT}/wc/counter`, fields: {} },
          updateMask: { fieldPaths: [] },
          updateTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
        },
      ],
    };
    const target = url('Write', { SID: sid, RID: 1001, AID: 0 });
    for (let attempt = 0; attempt < 2; attempt++) {
      const ack = frames(await (await post(target, form(1, [increment]))).text());
      expect(ack).toEqual([[0, 2, 0]]);
    }
    const messages = payloads(await pollUntil('Write', sid, (p) => p?.writeResults));
    expect(messages[0]).toEqual({ streamId: expect.any(String), streamToken: expect.any(String) });
    expect(messages.filter((p) => p.writeResults)).toHaveLength(1);
    const r = await h.rpc(ROOT, 'batchGet', { documents: [`${ROOT}/wc/counter`] });
    expect(r.json[0].found.fields.n).toEqual({ integerValue: '1' });
  });

  it.skipIf(external)(
    'a target resumed with a token gets what changed since, then an existence filter with the current count',
    async () => {
      const coll = (id: string) => ({ [`wc-resume/${id}`]: { v: { integerValue: '1' } } });
      await h.seed({ ...coll('a'), ...coll('b'), ...coll('c') });
      const query = { parent: ROOT, structuredQuery: { from: [{ collectionId: 'wc-resume' }] } };
      const first = await open('Listen', [{ database: DATABASE, addTarget: { targetId: 4, query } }]);
      const snapshot = payloads(await pollUntil('Listen', first.sid, isSnapshot));
      const token = snapshot.find(isSnapshot).targetChange.resumeToken;

      await h.seed({ 'wc-resume/b': { v: { integerValue: '2' } }, ...coll('d') });
      await h.rpc(ROOT, 'commit', { writes: [{ delete: `${ROOT}/wc-resume/c` }] });

      const resumed = await open('Listen', [
        { database: DATABASE, addTarget: { targetId: 4, query, resumeToken: token, expectedCount: 3 } },
      ]);
      const messages = payloads(await pollUntil('Listen', resumed.sid, isSnapshot));
      const sent = messages.filter((p) => p.documentChange).map((p) => p.documentChange.document.name.split('/').pop());
      expect(sent.sort()).toEqual(['b', 'd']);
      expect(messages.find((p) => p.filter).filter).toEqual({ targetId: 4, count: 3 });
    },
  );

  it('a request for an unknown session gets 400 with "Unknown SID" (not at the start), which the client reconnects on', async () => {
    const res = await fetch(url('Listen', { RID: 'rpc', SID: 'nope', AID: 0, CI: 1, TYPE: 'xmlhttp' }));
    expect(res.status).toBe(400);
    expect((await res.text()).indexOf('Unknown SID')).toBeGreaterThan(0);
  });

  it.skipIf(external)('terminate closes the session and its stream', async () => {
    const before = h.emulator.openStreams();
    const { sid } = await open('Listen', [docTarget(2, 'wc/t')]);
    expect(h.emulator.openStreams()).toBe(before + 1);
    const res = await post(url('Listen', { SID: sid, RID: 1001, TYPE: 'terminate' }), '');
    expect(res.status).toBe(200);
    expect(h.emulator.openStreams()).toBe(before);
    expect((await fetch(url('Listen', { RID: 'rpc', SID: sid, AID: 0, CI: 1, TYPE: 'xmlhttp' }))).status).toBe(400);
  });

  it('an invalid token ends the stream with UNAUTHENTICATED', async () => {
    const { sid } = await open('Listen', [docTarget(2, 'wc/a')], 'not-a-jwt');
    const [error] = payloads(await pollUntil('Listen', sid, (p) => p?.error));
    expect(error.error.status).toBe('UNAUTHENTICATED');
  });

  it('answers cross-origin requests with the origin and credentials allowed', async () => {
    const origin = 'http://127.0.0.1:5173';
    const res = await post(
      url('Listen', { RID: 1000, CVER: 22 }),
      form(0, [docTarget(2, 'wc/a')], 'Authorization:Bearer owner\r\n'),
      { Origin: origin },
    );
    await res.text();
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

// Malformed requests over raw HTTP: each must get a clear 4xx JSON error and leave the server up.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { connect } from 'node:net';
import { BUCKET, startTestEmulator } from './helpers.js';

type Emulator = Awaited<ReturnType<typeof startTestEmulator>>;
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(async () => {
  await fetch(`${emulator.url}/internal/reset`, { method: 'POST' });
});

/** Raw request so that paths are sent exactly as written (fetch would normalise `..`). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: emulator.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = undefined;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = text;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function expectJsonError(promise: ReturnType<typeof raw>, status: number, messagePart: RegExp) {
  const reply = await promise;
  expect(reply.status).toBe(status);
  expect(reply.json?.error?.code).toBe(status);
  expect(reply.json?.error?.message).toMatch(messagePart);
}

const o = `/v0/b/${BUCKET}/o`;

async function startResumable(name: string, size: number): Promise<string> {
  const reply = await raw(
    'POST',
    `${o}?name=${encodeURIComponent(name)}`,
    {
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(size),
      'Content-Type': 'application/json',
    },
    JSON.stringify({ name, contentType: 'text/plain' }),
  );
  expect(reply.status).toBe(200);
  expect(reply.headers['x-goog-upload-status']).toBe('active');
  const url = new URL(String(reply.headers['x-goog-upload-url']));
  return url.pathname + url.search;
}

describe('bad input', () => {
  it('rejects a truncated multipart body', async () => {
    const body =
      '--b1\r\nContent-Type: application/json\r\n\r\n{"name":"t.txt"}\r\n--b1\r\nContent-Type: text/plain\r\n\r\nhello wor';
    await expectJsonError(
      raw(
        'POST',
        `${o}?name=t.txt`,
        { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b1' },
        body,
      ),
      400,
      /truncated/,
    );
    await expectJsonError(
      raw(
        'POST',
        `${o}?name=t.txt`,
        { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related' },
        'x',
      ),
      400,
      /boundary/,
    );
    const badJson =
      '--b1\r\nContent-Type: application/json\r\n\r\n{nope\r\n--b1\r\nContent-Type: text/plain\r\n\r\nx\r\n--b1--';
    await expectJsonError(
      raw(
        'POST',
        `${o}?name=t.txt`,
        { 'X-Goog-Upload-Protocol': 'multipart', 'Content-Type': 'multipart/related; boundary=b1' },
        badJson,
      ),
      400,
      /not valid JSON/,
    );
  });

  it('rejects a chunk at the wrong offset and keeps the upload usable', async () => {
    const url = await startResumable('chunks.txt', 10);
    const first = await raw('POST', url, { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' }, '01234');
    expect(first.status).toBe(200);
    expect(first.headers['x-goog-upload-status']).toBe('active');
    await expectJsonError(
      raw('POST', url, { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '3' }, '34567'),
      400,
      /offset 3.*received 5/,
    );
    const query = await raw('POST', url, { 'X-Goog-Upload-Command': 'query' });
    expect(query.headers['x-goog-upload-size-received']).toBe('5');
    const last = await raw(
      'POST',
      url,
      { 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '5' },
      '56789',
    );
    expect(last.status).toBe(200);
    expect(last.headers['x-goog-upload-status']).toBe('final');
    expect(last.json.size).toBe('10');
    const media = await fetch(`${emulator.url}${o}/chunks.txt?alt=media`);
    expect(await media.text()).toBe('0123456789');
  });

  it('rejects finalizing with fewer bytes than declared, and cancel stops the upload', async () => {
    const url = await startResumable('short.txt', 10);
    await raw('POST', url, { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' }, 'abc');
    await expectJsonError(
      raw('POST', url, { 'X-Goog-Upload-Command': 'finalize', 'X-Goog-Upload-Offset': '3' }),
      400,
      /declared/,
    );
    const cancelled = await raw('POST', url, { 'X-Goog-Upload-Command': 'cancel' });
    expect(cancelled.status).toBe(200);
    await expectJsonError(
      raw('POST', url, { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '3' }, 'defghij'),
      400,
      /cancelled/,
    );
    expect((await fetch(`${emulator.url}${o}/short.txt`)).status).toBe(404);
  });

  it('rejects unknown upload ids (both APIs)', async () => {
    await expectJsonError(
      raw(
        'POST',
        `${o}?name=x&upload_id=does-not-exist&upload_protocol=resumable`,
        { 'X-Goog-Upload-Command': 'upload', 'X-Goog-Upload-Offset': '0' },
        'x',
      ),
      404,
      /Unknown upload id/,
    );
    await expectJsonError(
      raw(
        'PUT',
        `/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&upload_id=nope`,
        { 'Content-Range': 'bytes 0-0/1' },
        'x',
      ),
      404,
      /Unknown upload id/,
    );
  });

  it('rejects bad object names', async () => {
    const upload = (name: string) => raw('POST', `${o}?name=${name}`, { 'Content-Type': 'text/plain' }, 'x');
    await expectJsonError(upload('a/../b.txt'), 400, /'\.\.'/);
    await expectJsonError(upload('..'), 400, /'\.\.'/);
    await expectJsonError(upload(''), 400, /empty/);
    await expectJsonError(upload('a'.repeat(1025)), 400, /1024 bytes/);
    await expectJsonError(upload(encodeURIComponent('é'.repeat(513))), 400, /1024 bytes/);
    await expectJsonError(upload('%FF%FE.txt'), 400, /UTF-8/);
    await expectJsonError(upload('%E0%A4%A'), 400, /UTF-8|percent/);
    await expectJsonError(raw('GET', `${o}/a%2F..%2Fsecret`), 400, /'\.\.'/);
    await expectJsonError(raw('GET', `${o}/%C3%28`), 400, /UTF-8/);
    // Exactly 1024 bytes is fine.
    expect((await upload('b'.repeat(1024))).status).toBe(200);
  });

  it('rejects bad metadata, bad list parameters and unknown routes with JSON errors', async () => {
    await raw('POST', `${o}?name=m.txt`, { 'Content-Type': 'text/plain' }, 'x');
    await expectJsonError(
      raw('PATCH', `${o}/m.txt`, { 'Content-Type': 'application/json' }, '[1,2]'),
      400,
      /JSON object/,
    );
    await expectJsonError(
      raw('PATCH', `${o}/m.txt`, { 'Content-Type': 'application/json' }, '{"contentType":5}'),
      400,
      /must be a string/,
    );
    await expectJsonError(raw('GET', `${o}?maxResults=0`), 400, /maxResults/);
    await expectJsonError(raw('GET', `${o}?pageToken=%%%`), 400, /percent|UTF-8/);
    await expectJsonError(raw('GET', '/nowhere'), 404, /No route/);
    await expectJsonError(
      raw('POST', `${o}?name=z.txt`, { Authorization: 'Firebase not-a-jwt' }, 'x'),
      401,
      /Invalid bearer token/,
    );
    await expectJsonError(
      raw(
        'POST',
        `${o}?name=x.txt`,
        { 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'upload' },
        '{}',
      ),
      400,
      /start/,
    );
  });

  it('answers CORS preflights and exposes the upload headers', async () => {
    const reply = await raw('OPTIONS', `${o}?name=a.txt`, {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol,x-goog-upload-command',
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(reply.headers['access-control-allow-headers']).toBe(
      'authorization,x-goog-upload-protocol,x-goog-upload-command',
    );
    const get = await raw('GET', `${o}`, { Origin: 'http://localhost:5173' });
    expect(String(get.headers['access-control-expose-headers'])).toMatch(/X-Goog-Upload-URL/);
    expect(String(get.headers['access-control-expose-headers'])).toMatch(/X-Goog-Upload-Status/);
  });

  it('reset clears everything; DELETE as owner works too', async () => {
    await raw('POST', `${o}?name=k1.txt`, {}, 'x');
    await raw('POST', `${o}?name=k2.txt`, {}, 'y');
    expect((await raw('DELETE', `${o}/k1.txt`, { Authorization: 'Firebase owner' })).status).toBe(204);
    expect((await raw('GET', o)).json.items).toEqual([{ name: 'k2.txt', bucket: BUCKET }]);
    expect((await raw('POST', '/internal/reset')).status).toBe(200);
    expect((await raw('GET', o)).json.items).toEqual([]);
  });

  it('survives a client that disconnects in the middle of an upload body', async () => {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(emulator.port, '127.0.0.1', () => {
        socket.write(
          `POST ${o}?name=cut.bin HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n`,
        );
        socket.write('only a few bytes');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 50));
    expect((await raw('GET', `${o}/cut.bin`)).status).toBe(404);
  });

  it('the server is still healthy after all of the above', async () => {
    expect((await raw('GET', '/')).status).toBe(200);
  });
});

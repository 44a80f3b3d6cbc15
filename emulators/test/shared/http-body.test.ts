// One body reader for both servers: limit and client disconnects settle the read.
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, ClientDisconnectedError, readRequestBody } from '../../src/shared/http-body.js';

const request = () => new PassThrough() as unknown as IncomingMessage & PassThrough;

describe('readRequestBody', () => {
  it('returns the whole body', async () => {
    const req = request();
    const body = readRequestBody(req, 10);
    req.end(Buffer.from('hello'));
    expect((await body).toString()).toBe('hello');
  });

  it('rejects past the limit and ignores what follows', async () => {
    const req = request();
    const body = readRequestBody(req, 4);
    req.write(Buffer.from('hello'));
    req.end(Buffer.from('more'));
    await expect(body).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('rejects when the client disconnects mid-body', async () => {
    const req = request();
    const body = readRequestBody(req, 100);
    req.write(Buffer.from('he'));
    req.destroy();
    await expect(body).rejects.toBeInstanceOf(ClientDisconnectedError);
  });
});

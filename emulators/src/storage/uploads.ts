// Resumable upload sessions, shared by the Firebase (X-Goog-Upload-*) and GCS (Content-Range)
// protocols: bytes must arrive in order at the offset the server has acknowledged.
import { randomBytes } from 'node:crypto';
import type { Caller } from './auth.js';
import { HttpError } from './http-util.js';
import type { StoredObject, UploadMetadataInput } from './metadata.js';
import type { StorageService } from './storage-service.js';
import type { Preconditions } from './preconditions.js';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  input: UploadMetadataInput;
  expectedSize?: number;
  chunks: Buffer[];
  received: number;
  state: 'active' | 'final' | 'cancelled';
  result?: StoredObject;
  preconditions?: Preconditions;
}

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  create(
    bucket: string,
    name: string,
    input: UploadMetadataInput,
    expectedSize?: number,
    preconditions?: Preconditions,
  ): UploadSession {
    const session: UploadSession = {
      id: randomBytes(18).toString('base64url'),
      bucket,
      name,
      input,
      expectedSize,
      chunks: [],
      received: 0,
      state: 'active',
      preconditions,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string | undefined): UploadSession {
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) throw new HttpError(404, `Unknown upload id ${JSON.stringify(id ?? '')}`);
    return session;
  }

  append(session: UploadSession, offset: number, data: Buffer): void {
    if (session.state === 'cancelled') throw new HttpError(400, 'Upload was cancelled');
    if (session.state === 'final') {
      if (data.length === 0) return;
      throw new HttpError(400, 'Upload is already finalized');
    }
    if (!Number.isSafeInteger(offset) || offset !== session.received) {
      throw new HttpError(400, `Invalid upload offset ${offset}: the server has received ${session.received} bytes`);
    }
    if (session.expectedSize !== undefined && session.received + data.length > session.expectedSize) {
      throw new HttpError(400, `Upload exceeds the declared size of ${session.expectedSize} bytes`);
    }
    if (data.length) {
      session.chunks.push(data);
      session.received += data.length;
    }
  }

  finalize(session: UploadSession, service: StorageService, caller: Caller): StoredObject {
    if (session.state === 'final' && session.result) return session.result;
    if (session.state === 'cancelled') throw new HttpError(400, 'Upload was cancelled');
    if (session.expectedSize !== undefined && session.received !== session.expectedSize) {
      throw new HttpError(
        400,
        `Upload finalized after ${session.received} bytes but ${session.expectedSize} were declared`,
      );
    }
    const data = Buffer.concat(session.chunks);
    const result = service.write(caller, session.bucket, session.name, data, session.input, session.preconditions);
    session.state = 'final';
    session.result = result;
    session.chunks = [];
    return result;
  }

  cancel(session: UploadSession): void {
    if (session.state === 'final') throw new HttpError(400, 'Upload is already finalized');
    session.state = 'cancelled';
    session.chunks = [];
  }

  clear(): void {
    this.sessions.clear();
  }
}

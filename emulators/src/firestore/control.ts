// Emulator control endpoints (as used by firebase-tools and @firebase/rules-unit-testing).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreEngine } from './engine.js';
import { FirestoreError } from './errors.js';
import { parseJsonBody, sendJson } from './http-util.js';

const RULES = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/;
const DOCUMENTS = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

/** Returns false when the path is not a control endpoint. Throws FirestoreError for bad input. */
export function handleControl(
  engine: FirestoreEngine,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  pathname: string,
  body: Buffer,
): boolean {
  let m = RULES.exec(pathname);
  if (m && method === 'PUT') {
    const json = parseJsonBody(body);
    const rules = json.rules as { files?: { name?: string; content?: unknown }[] } | undefined;
    const file = rules?.files?.[0];
    if (!file || typeof file.content !== 'string')
      throw new FirestoreError('INVALID_ARGUMENT', 'Expected body {"rules":{"files":[{"content":"..."}]}}');
    const result = engine.rules.load(file.content);
    if (!result.ok) {
      const issues = result.issues.map((i) => ({
        sourcePosition: { fileName: file.name ?? 'firestore.rules', line: i.line, column: i.column },
        description: i.description,
        severity: i.severity,
      }));
      const first = result.issues.find((i) => i.severity === 'ERROR') ?? result.issues[0];
      const where = first ? `${first.line}:${first.column}: ${first.description}` : 'unknown error';
      engine.log(`[firestore] rejected rules: ${where}`);
      sendJson(req, res, 400, {
        error: { code: 400, message: `Error compiling rules: ${where}`, status: 'INVALID_ARGUMENT', details: issues },
        issues,
      });
      return true;
    }
    engine.log('[firestore] rules loaded');
    sendJson(req, res, 200, {
      issues: result.issues.map((i) => ({
        sourcePosition: { line: i.line, column: i.column },
        description: i.description,
        severity: i.severity,
      })),
    });
    return true;
  }
  m = DOCUMENTS.exec(pathname);
  if (m && method === 'DELETE') {
    engine.clear(decodeURIComponent(m[1]), decodeURIComponent(m[2]));
    engine.transactions.clear();
    sendJson(req, res, 200, {});
    return true;
  }
  return false;
}

// Emulator control endpoints: `PUT /internal/setRules` (as @firebase/rules-unit-testing and
// firebase-tools call it) and `POST /internal/reset`.
import { HttpError, sendJson } from './http-util.js';
import { parseJsonBody } from './metadata.js';
import type { RequestContext } from './request-context.js';
import { RulesLoadError, type StorageRulesGate } from './rules-gate.js';

export interface ControlTarget {
  rules: StorageRulesGate;
  reset(): void;
  log(line: string): void;
}

export function handleControlApi(ctx: RequestContext, target: ControlTarget): boolean {
  const method = ctx.req.method;
  if (ctx.path === '/internal/setRules' && (method === 'PUT' || method === 'POST')) {
    setRules(ctx, target);
    return true;
  }
  if (ctx.path === '/internal/reset' && (method === 'POST' || method === 'DELETE')) {
    target.reset();
    sendJson(ctx.res, 200, {});
    return true;
  }
  if ((ctx.path === '/' || ctx.path === '/health') && method === 'GET') {
    ctx.res.writeHead(200, { 'Content-Type': 'text/plain' });
    ctx.res.end('OK');
    return true;
  }
  return false;
}

function setRules(ctx: RequestContext, target: ControlTarget): void {
  const body = parseJsonBody(ctx.body, 'setRules body');
  const rules = body.rules as { files?: { name?: unknown; content?: unknown }[] } | undefined;
  const file = rules?.files?.[0];
  if (!file || typeof file.content !== 'string')
    throw new HttpError(400, 'Body must be {"rules":{"files":[{"name":..,"content":..}]}}');
  const fileName = typeof file.name === 'string' ? file.name : 'storage.rules';
  try {
    const issues = target.rules.load(file.content);
    target.log(`storage: rules updated from ${fileName}`);
    sendJson(ctx.res, 200, { issues: issues.map((i) => toWireIssue(i, fileName)) });
  } catch (err) {
    if (err instanceof RulesLoadError) {
      const first = err.issues[0];
      const where = first ? ` at ${fileName}:${first.line}:${first.column}` : '';
      sendJson(ctx.res, 400, {
        error: { code: 400, status: 'INVALID_ARGUMENT', message: `Rules failed to compile${where}: ${err.message}` },
        issues: err.issues.map((i) => toWireIssue(i, fileName)),
      });
      return;
    }
    throw new HttpError(503, `Rules engine unavailable: ${(err as Error).message}`);
  }
}

function toWireIssue(issue: { line: number; column: number; description: string; severity: string }, fileName: string) {
  return {
    sourcePosition: { fileName, line: issue.line, column: issue.column },
    description: issue.description,
    severity: issue.severity,
  };
}

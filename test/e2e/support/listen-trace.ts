// A page's Firestore traffic and console, timed, for a test to print when it fails: the WebChannel
// requests of the Listen stream (handshake, back channel, its long polls, aborts), Firestore Lite's
// commits and reads (an edit lease's renewals among them) and the page's console (the SDK's
// warnings about the stream). A listener that went quiet then shows how: a back channel that never
// came back, a stream restarted, requests that queued.
import type { Page, Request } from 'playwright-core';

const CHANNEL = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?(.*)$/;
const KEPT_PARAMS = ['RID', 'SID', 'AID', 'CI', 'TYPE'];

/** Firestore Lite's reads and writes (the lease's renewals and reads among them). */
const LITE = /\/documents:(commit|batchGet)(\?|$)/;

/** The request as a short line: stream, verb and the WebChannel parameters that tell requests apart. */
function requestLine(method: string, address: string): string | null {
  const lite = LITE.exec(address);
  if (lite) return `lite ${lite[1]}`;
  const match = CHANNEL.exec(address);
  if (!match) return null;
  const params = new URLSearchParams(match[2]);
  const kept = KEPT_PARAMS.flatMap((name) => (params.has(name) ? [`${name}=${params.get(name)}`] : []));
  return `${match[1]} ${method} ${kept.join(' ')}`;
}

interface ListenTrace {
  /** Starts tracing a page under this label. */
  watch(label: string, page: Page): void;
  /** Adds a line of the test's own (what it did, and when). */
  note(text: string): void;
  /** Every line so far, oldest first. */
  lines(): string[];
}

/** A trace whose times are seconds since this call. */
export function listenTrace(): ListenTrace {
  const started = Date.now();
  const out: string[] = [];
  const note = (text: string) => out.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${text}`);
  const request = (label: string, mark: string) => (r: Request) => {
    const line = requestLine(r.method(), r.url());
    if (line) note(`${label} ${mark} ${line}${mark === '✗' ? ` (${r.failure()?.errorText ?? '?'})` : ''}`);
  };
  return {
    watch(label, page) {
      page.on('console', (m) => note(`${label} console.${m.type()}: ${m.text().slice(0, 300)}`));
      page.on('request', request(label, '→'));
      page.on('requestfinished', request(label, '✓'));
      page.on('requestfailed', request(label, '✗'));
    },
    note,
    lines: () => [...out],
  };
}

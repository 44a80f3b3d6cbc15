// The app's built HTML (app.html: its scripts and styles), into which a rendered page goes. Read
// from PAUTA_SHELL_FILE when set, else fetched once per instance from the site itself (Hosting
// serves the static file before any rewrite), so the function always matches the deployed build.
import { readFile } from 'node:fs/promises';

export const SHELL_PATH = '/app.html';
const cache = new Map<string, Promise<string>>();

/** The site answers a static file at once; a shell that does not come in time is a failed load. */
const SHELL_TIMEOUT_MS = 5_000;

async function fetchShell(origin: string): Promise<string> {
  const response = await fetch(`${origin}${SHELL_PATH}`, { signal: AbortSignal.timeout(SHELL_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`shell ${origin}${SHELL_PATH}: HTTP ${response.status}`);
  return response.text();
}

export function loadShell(origin: string): Promise<string> {
  const file = process.env.PAUTA_SHELL_FILE;
  const key = file ? `file:${file}` : origin;
  let shell = cache.get(key);
  if (!shell) {
    shell = file ? readFile(file, 'utf8') : fetchShell(origin);
    shell.catch(() => cache.delete(key)); // a failed load is retried by the next request
    cache.set(key, shell);
  }
  return shell;
}

/**
 * The app's stylesheets stop blocking the first paint: the rendered content has its own inline
 * styles, so they load as preloads that apply themselves, and the app (hidden until then) is
 * revealed only once they have (web/src/app/handoff.ts waits for link[data-pauta-css]).
 */
const deferStylesheets = (html: string) =>
  html.replace(
    /<link rel="stylesheet"([^>]*)>/g,
    (_match, attrs: string) =>
      `<link rel="preload" as="style"${attrs} onload="this.onload=null;this.rel='stylesheet'" data-pauta-css>`,
  );

/** The shell with the page's head tags, its content before the (hidden) app root, and its payload. */
export function fillShell(shell: string, head: string, content: string, payloadJson: string): string {
  return deferStylesheets(shell)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>/i, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="pauta-ssr">${content}</div>\n    <div id="root" style="display:none"></div>\n    <script type="application/json" id="pauta-data">${payloadJson}</script>`,
    );
}

// The reader pages' server bundle, built by the same `vite build` as the site it serves, right after
// it: the page shell (reader.html after Vite's transforms: the reader entry's hashed script and
// modulepreloads, the statistics beacon's loader) is captured from the site's build and compiled
// into `<outDir>/.server/reader-server.mjs` with the reader's React components and react-dom/server.
// The reader stylesheet is what that server build imports (Mantine's base and components, the
// theme, every reader component's CSS: exactly what the server can render), without what no reader
// page can use (reader-css.ts), one file published as `assets/reader-<hash>.css` and linked by the
// shell. The render function bundles the server file (functions/build.mjs), so a deploy's function always names the assets of the build deployed with
// it, never fetching anything at run time. reader.html itself is not published (Hosting would
// serve it as a page).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { pruneReaderCss } from './reader-css.ts';

export const READER_HTML = 'reader.html';
export const SERVER_DIR = '.server';
export const SERVER_FILE = 'reader-server.mjs';
const SHELL_MODULE = 'virtual:pauta-reader-shell';
/** Where the shell names the stylesheet until the server build has produced it. */
const STYLESHEET_PLACEHOLDER = '/__pauta_reader_stylesheet__.css';
/**
 * Modules whose palette names no reader page uses: Avatar's `color="initials"` list and the default
 * theme's (its primary colour is replaced by ours; its gradient serves `variant="gradient"`, which
 * no reader component has).
 */
const PALETTES_NOT_USED_FROM = [/Avatar\/get-initials-color\//, /MantineProvider\/default-theme\./];

/** The code of every module the server bundle renders with (every reader component and island). */
function readerCode(chunk: OutputChunk): string {
  return Object.entries(chunk.modules)
    .filter(([id]) => !PALETTES_NOT_USED_FROM.some((pattern) => pattern.test(id)))
    .map(([, module]) => module.code ?? '')
    .join('\n');
}

/**
 * @param serverConfig what the server build needs of the site's config (root, mode, resolve, the
 *   React plugin), without the client-only plugins.
 */
export function readerServer(serverConfig: () => UserConfig): Plugin {
  let shell: string | undefined;
  let outDir = '';
  let ssr = false;
  return {
    name: 'pauta-reader-server',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const page = bundle[READER_HTML];
      if (page?.type !== 'asset') throw new Error(`${READER_HTML} is missing from the build`);
      // The stylesheet's fetch starts before the page's own head (its inline session-hint script, the
      // first script of a page with JS on, holds the parser while the page's script context is
      // created: 70–130 ms at 4× CPU before the CSS request started); the link itself stays last, so
      // no script of the head waits for the stylesheet.
      shell = String(page.source)
        .replace(
          '<!--pauta:head-->',
          () => `<link rel="preload" as="style" href="${STYLESHEET_PLACEHOLDER}">\n    <!--pauta:head-->`,
        )
        .replace('</head>', () => `  <link rel="stylesheet" href="${STYLESHEET_PLACEHOLDER}">\n  </head>`);
      if (!shell.includes('rel="preload" as="style"')) throw new Error(`${READER_HTML} has no <!--pauta:head-->`);
      delete bundle[READER_HTML];
    },
    async closeBundle() {
      if (ssr || !shell) return;
      const page = shell;
      const base = serverConfig();
      const serverDir = join(outDir, SERVER_DIR);
      const output = (await build({
        ...base,
        configFile: false,
        logLevel: 'warn',
        plugins: [
          ...(base.plugins ?? []),
          {
            name: 'pauta-reader-shell',
            resolveId: (id) => (id === SHELL_MODULE ? `\0${SHELL_MODULE}` : null),
            load: (id) => (id === `\0${SHELL_MODULE}` ? `export default ${JSON.stringify(page)};` : null),
          },
        ],
        // React's and the router's production builds (Node does not set NODE_ENV for us).
        define: { ...base.define, 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/app/reader/server/entry.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          cssMinify: true,
          copyPublicDir: false,
          // The CSS the server's components import: the reader stylesheet.
          ssrEmitAssets: true,
          cssCodeSplit: false,
          // No comments: the deploy reads the bundle back for emulator hosts (scripts/deploy/bundle-check.mjs),
          // and the SDKs' JSDoc names some ('http://127.0.0.1:9099') in examples.
          rolldownOptions: {
            output: { format: 'esm', entryFileNames: SERVER_FILE, codeSplitting: false, comments: false },
          },
        },
      })) as RolldownOutput;
      const css = output.output.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (!css || css.type !== 'asset') throw new Error('the reader server build produced no stylesheet');
      const entry = output.output.find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
      if (!entry) throw new Error('the reader server build produced no entry');
      const { css: source } = pruneReaderCss(String(css.source), readerCode(entry));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const salt = process.env.PAUTA_BUILD_SALT ? `-${process.env.PAUTA_BUILD_SALT}` : '';
      const published = `assets/reader-${hash}${salt}.css`;
      mkdirSync(join(outDir, 'assets'), { recursive: true });
      writeFileSync(join(outDir, published), source);
      const serverFile = join(serverDir, SERVER_FILE);
      writeFileSync(serverFile, readFileSync(serverFile, 'utf8').replaceAll(STYLESHEET_PLACEHOLDER, `/${published}`));
      // For the bundle gate and the benchmarks (a dot folder: Hosting does not publish it).
      writeFileSync(join(outDir, '.vite', READER_HTML), page.replaceAll(STYLESHEET_PLACEHOLDER, `/${published}`));
    },
  };
}

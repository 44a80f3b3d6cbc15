// The reader pages' server bundle, built by the same `vite build` as the site it serves: the page
// shell (reader.html after Vite's transforms: the reader entry's hashed script and modulepreloads,
// the reader stylesheet, the statistics beacon's loader) is captured from the client build and
// compiled into `<outDir>/.server/reader-server.mjs` together with the reader's React components and
// react-dom/server. The render function bundles that file (functions/build.mjs), so a deploy's
// function always names the assets of the build deployed with it, never fetching anything at run
// time. reader.html itself is not published (Hosting would serve it as a page), nor is the styles
// entry's script (it exists for its CSS only).
import { join } from 'node:path';
import { build, type Plugin, type UserConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

export const READER_HTML = 'reader.html';
/** The build input whose CSS is the reader stylesheet (every reader component's styles). */
export const READER_STYLES_INPUT = 'readerStyles';
export const SERVER_DIR = '.server';
export const SERVER_FILE = 'reader-server.mjs';
const SHELL_MODULE = 'virtual:pauta-reader-shell';

/**
 * Every CSS file of the chunk and of what it imports, statically (first, in load order) and
 * dynamically (after): the styles entry reaches every reader page and island that way.
 */
function cssOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const chunkOf = (name: string) => {
    const output = bundle[name];
    return output?.type === 'chunk' ? output : null;
  };
  const files: string[] = [];
  for (const name of chunk.imports) files.push(...cssOf(bundle, chunkOf(name)!, seen));
  files.push(...(chunk.viteMetadata?.importedCss ?? []));
  for (const name of chunk.dynamicImports) {
    const imported = chunkOf(name);
    if (imported) files.push(...cssOf(bundle, imported, seen));
  }
  return [...new Set(files)];
}

/**
 * @param serverConfig what the server build needs of the site's config (resolve aliases, env),
 *   without the client-only plugins.
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
      const styles = Object.values(bundle).find(
        (output): output is OutputChunk =>
          output.type === 'chunk' && output.isEntry && output.name === READER_STYLES_INPUT,
      );
      const page = bundle[READER_HTML];
      if (!styles || page?.type !== 'asset') throw new Error('reader.html or the reader styles entry is missing');
      const links = cssOf(bundle, styles)
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('\n    ');
      shell = String(page.source).replace('</head>', () => `    ${links}\n  </head>`);
      delete bundle[READER_HTML];
      delete bundle[styles.fileName];
    },
    async closeBundle() {
      if (ssr || !shell) return;
      const page = shell;
      const base = serverConfig();
      await build({
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
          outDir: join(outDir, SERVER_DIR),
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          copyPublicDir: false,
          rolldownOptions: { output: { format: 'esm', entryFileNames: SERVER_FILE, codeSplitting: false } },
        },
      });
    },
  };
}

// The reader bundle gate over a small fixture build: it passes a clean build and fails one where a
// reader chunk carries tiptap (or another admin-only package), where a reader page's JS before
// interaction exceeds its budget, or where an island's hydration does, or where a live page's extra JS
// (its script, what that loads, the embed widget an entry with an embed fetches) does.
import { describe, expect, it } from 'vitest';
import { beaconProblems, readerBundleProblems } from '../../web/bench/reader-bundle.mjs';

type Graph = {
  entry: string;
  readerEntry: string;
  modules: Record<string, { imports: string[]; dynamicImports: string[] }>;
  chunks: Record<string, string[]>;
};

const mod = (imports: string[] = [], dynamicImports: string[] = []) => ({ imports, dynamicImports });

/**
 * reader.html → its small script → (dynamic) the hydration runtime → the articles' islands, and
 * lib/firebase's lazy SDK loader; the app's page (index.html) reaches the admin's editor.
 */
function fixture() {
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }> = {
    'reader.html': {
      file: 'assets/reader.js',
      isEntry: true,
      dynamicImports: [
        'src/app/reader/islands/hydrate.tsx',
        'src/features/articles/lib/live/live-updates.ts',
        'src/features/articles/lib/body/embeds.ts',
      ],
    },
    'src/features/articles/lib/live/live-updates.ts': { file: 'assets/live.js', imports: ['_model.js'] },
    'src/features/articles/lib/body/embeds.ts': { file: 'assets/embeds.js' },
    '_model.js': { file: 'assets/model.js' },
    'src/app/reader/islands/hydrate.tsx': {
      file: 'assets/hydrate.js',
      imports: ['_react.js'],
      dynamicImports: ['src/features/articles/components/islands.ts', 'src/app/reader/islands/notifications.tsx'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/features/articles/components/islands.ts': { file: 'assets/articles.js', imports: ['_react.js'] },
    'src/app/reader/islands/notifications.tsx': { file: 'assets/toasts.js', imports: ['_react.js'] },
    'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'] },
  };
  const graph: Graph = {
    entry: 'assets/app.js',
    readerEntry: 'assets/reader.js',
    modules: {
      'web/src/app/reader/main.ts': mod([], ['web/src/app/reader/islands/hydrate.tsx']),
      'web/src/app/reader/islands/hydrate.tsx': mod(
        ['node_modules/react-dom/index.js'],
        ['web/src/features/articles/components/islands.ts'],
      ),
      'node_modules/react-dom/index.js': mod(),
      'web/src/features/articles/components/islands.ts': mod(['web/src/lib/firebase.ts']),
      'web/src/lib/firebase.ts': mod([], ['node_modules/firebase/storage/dist/esm/index.esm.js']),
      'node_modules/firebase/storage/dist/esm/index.esm.js': mod(),
      'web/src/main.tsx': mod(['web/src/features/editor/EditorPage.tsx']),
      'web/src/features/editor/EditorPage.tsx': mod(['node_modules/@tiptap/react/dist/index.js']),
      'node_modules/@tiptap/react/dist/index.js': mod(),
    },
    chunks: {
      'assets/reader.js': ['web/src/app/reader/main.ts'],
      'assets/hydrate.js': ['web/src/app/reader/islands/hydrate.tsx'],
      'assets/react.js': ['node_modules/react-dom/index.js'],
      'assets/articles.js': ['web/src/features/articles/components/islands.ts', 'web/src/lib/firebase.ts'],
      'assets/storage.js': ['node_modules/firebase/storage/dist/esm/index.esm.js'],
      'assets/app.js': [
        'web/src/main.tsx',
        'web/src/features/editor/EditorPage.tsx',
        'node_modules/@tiptap/react/dist/index.js',
      ],
    },
  };
  return { manifest, graph, shell: '<script type="module" src="/assets/reader.js"></script>' };
}

const KB = 1024;
const sizes: Record<string, number> = {
  'assets/reader.js': 5 * KB,
  'assets/hydrate.js': 3 * KB,
  'assets/react.js': 70 * KB,
  'assets/articles.js': 20 * KB,
  'assets/live.js': 2 * KB,
  'assets/model.js': 0.5 * KB,
  'assets/embeds.js': 0.4 * KB,
};
const gzipSize = (file: string) => sizes[file] ?? 10 * KB;

describe('reader bundle gate', () => {
  it('passes when admin code sits only behind the app and lazy SDK loaders', () => {
    expect(readerBundleProblems({ ...fixture(), gzipSize })).toEqual([]);
  });

  it('fails when a reader chunk imports tiptap', () => {
    const build = fixture();
    build.graph.modules['web/src/features/articles/components/islands.ts']!.imports.push(
      'node_modules/@tiptap/react/dist/index.js',
    );
    expect(readerBundleProblems({ ...build, gzipSize })).toEqual([
      'assets/app.js (carregado por páginas de leitura) contém o editor: web/src/features/editor/EditorPage.tsx',
      'assets/app.js (carregado por páginas de leitura) contém tiptap: node_modules/@tiptap/react/dist/index.js',
    ]);
  });

  it('fails when tiptap is bundled into a chunk a reader page loads, even unused there', () => {
    const build = fixture();
    build.graph.chunks['assets/hydrate.js']!.push('node_modules/@tiptap/react/dist/index.js');
    expect(readerBundleProblems({ ...build, gzipSize })).toEqual([
      'assets/hydrate.js (carregado por páginas de leitura) contém tiptap: node_modules/@tiptap/react/dist/index.js',
    ]);
  });

  it('fails when reader code uses the firebase/storage API (a static import)', () => {
    const build = fixture();
    build.graph.modules['web/src/features/articles/components/islands.ts']!.imports.push(
      'node_modules/firebase/storage/dist/esm/index.esm.js',
    );
    expect(readerBundleProblems({ ...build, gzipSize })).toEqual([
      'assets/storage.js (carregado por páginas de leitura) contém firebase/storage: node_modules/firebase/storage/dist/esm/index.esm.js',
    ]);
  });

  it('fails a reader page whose JS before interaction is over 15 KB (its script, what the shell names, the beacon)', () => {
    const build = fixture();
    const heavy = (file: string) => (file === 'assets/reader.js' ? 16 * KB : gzipSize(file));
    expect(readerBundleProblems({ ...build, gzipSize: heavy })).toEqual([
      'páginas de leitura: 16.0 KB gzip de JS antes da interação, acima do orçamento de 15 KB',
    ]);
    // A script the shell names counts too, even outside the entry's imports, and so does the beacon.
    build.shell +=
      `<link rel="modulepreload" href="/assets/extra.js">` +
      `<script id="pauta-beacon">addEventListener('load',function(){s.src='/assets/beacon-x.js'})</script>`;
    const sized = (file: string) =>
      file === 'assets/extra.js' ? 9 * KB : file === 'assets/beacon-x.js' ? 2 * KB : gzipSize(file);
    expect(readerBundleProblems({ ...build, gzipSize: sized })).toEqual([
      'páginas de leitura: 16.0 KB gzip de JS antes da interação, acima do orçamento de 15 KB',
    ]);
  });

  it('fails an island whose hydration is over its budget (the runtime and its feature chunk)', () => {
    // hydrate 3 + react 70 + articles 20 = 93 KB; the toasts' host (loaded once idle) is no island.
    expect(readerBundleProblems({ ...fixture(), gzipSize, islandBudgetKB: 92 })).toEqual([
      'ilha src/features/articles/components/islands.ts: 93.0 KB gzip de JS ao hidratar, acima do orçamento de 92 KB',
    ]);
    expect(readerBundleProblems({ ...fixture(), gzipSize, islandBudgetKB: 93 })).toEqual([]);
  });
});

describe('live page gate', () => {
  it('fails a live page whose script (with what it needs the page has not loaded) is over 3 KB', () => {
    // live 2 + model 0.5 + the embed facades' widget 0.4 (an entry with an embed) = 2.9 KB.
    expect(readerBundleProblems({ ...fixture(), gzipSize, liveBudgetKB: 2.8 })).toEqual([
      'página ao vivo: 2.9 KB gzip de JS a mais para acompanhar a cobertura, acima do orçamento de 2.8 KB',
    ]);
    const build = fixture();
    // What the page's own script already loaded is not counted again.
    build.manifest['reader.html']!.imports = ['_model.js'];
    expect(readerBundleProblems({ ...build, gzipSize, liveBudgetKB: 2.8 })).toEqual([]);
  });

  it('counts what the live script loads lazily, and the chunks the embed widget needs', () => {
    const build = fixture();
    build.manifest['src/features/articles/lib/live/live-updates.ts']!.dynamicImports = ['src/live-extra.ts'];
    build.manifest['src/live-extra.ts'] = { file: 'assets/live-extra.js' };
    build.manifest['src/features/articles/lib/body/embeds.ts']!.imports = ['_embeds-model.js'];
    build.manifest['_embeds-model.js'] = { file: 'assets/embeds-model.js' };
    const sized = (file: string) =>
      file === 'assets/live-extra.js' ? 0.3 * KB : file === 'assets/embeds-model.js' ? 0.2 * KB : gzipSize(file);
    // 2 + 0.5 + 0.4 + the lazy 0.3 + the widget's model 0.2 = 3.4 KB.
    expect(readerBundleProblems({ ...build, gzipSize: sized })).toEqual([
      'página ao vivo: 3.4 KB gzip de JS a mais para acompanhar a cobertura, acima do orçamento de 3 KB',
    ]);
    // A chunk the page's script already loaded (the reader entry) is not counted, nor followed.
    build.manifest['src/live-extra.ts'] = { file: 'assets/reader.js' };
    expect(readerBundleProblems({ ...build, gzipSize: sized })).toEqual([
      'página ao vivo: 3.1 KB gzip de JS a mais para acompanhar a cobertura, acima do orçamento de 3 KB',
    ]);
  });

  it('fails loudly when the live script or the embed widget is no longer a chunk of its own', () => {
    const build = fixture();
    delete build.manifest['src/features/articles/lib/body/embeds.ts'];
    expect(() => readerBundleProblems({ ...build, gzipSize })).toThrow(
      'não está no manifesto: src/features/articles/lib/body/embeds.ts',
    );
  });
});

describe('statistics beacon gate', () => {
  const html = (loader: string) => `<body><div id="root"></div><script id="pauta-beacon">${loader}</script></body>`;
  const loader =
    "addEventListener('load',function(){var s=document.createElement('script');s.src='/assets/beacon-x.js'})";

  it('passes a page whose loader names a beacon within 1 KB gzip', () => {
    expect(beaconProblems({ html: html(loader), gzipSize: () => 700 })).toEqual({ problems: [], bytes: 700 });
  });

  it('fails a beacon over the budget', () => {
    expect(beaconProblems({ html: html(loader), gzipSize: () => 1100 }).problems).toEqual([
      'assets/beacon-x.js: beacon de estatísticas com 1100 B gzip, acima do orçamento de 1024 B',
    ]);
  });

  it('fails a page without the loader', () => {
    expect(beaconProblems({ html: '<body></body>', gzipSize: () => 0 }).problems).toEqual([
      'a página não tem o carregador do beacon de estatísticas (script#pauta-beacon)',
    ]);
  });
});

// The reader bundle gate over a small fixture build: it passes a clean build and fails one where a
// reader chunk carries tiptap (or another admin-only package) or a page exceeds the budget.
import { describe, expect, it } from 'vitest';
import { beaconProblems, readerBundleProblems } from '../../web/bench/reader-bundle.mjs';

type Graph = {
  entry: string;
  modules: Record<string, { imports: string[]; dynamicImports: string[] }>;
  chunks: Record<string, string[]>;
};

const mod = (imports: string[] = [], dynamicImports: string[] = []) => ({ imports, dynamicImports });

/**
 * index.html → a small entry → (dynamic) the app (router, lib/firebase) → lazy home page; the admin
 * area behind adminRoutes.
 */
function fixture() {
  const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }> = {
    'index.html': { file: 'assets/shell.js', isEntry: true, dynamicImports: ['src/app/boot.tsx'] },
    'src/app/boot.tsx': {
      file: 'assets/app.js',
      imports: ['index.html'],
      dynamicImports: ['src/app/routes/HomeRoute.tsx'],
    },
    'src/app/routes/HomeRoute.tsx': { file: 'assets/home.js', imports: ['index.html'] },
    'src/features/articles/pages/ArticlePage.tsx': { file: 'assets/article.js', imports: ['index.html'] },
    'src/features/articles/pages/CategoryPage.tsx': { file: 'assets/category.js', imports: ['index.html'] },
    'src/features/topics/pages/TopicsPage.tsx': { file: 'assets/topics.js', imports: ['index.html'] },
    'src/features/editor/EditorPage.tsx': { file: 'assets/editor.js', imports: ['index.html'] },
  };
  const graph: Graph = {
    entry: 'assets/shell.js',
    modules: {
      'web/src/main.tsx': mod([], ['web/src/app/boot.tsx']),
      'web/src/app/boot.tsx': mod(['web/src/app/router.tsx']),
      'web/src/app/router.tsx': mod(
        ['web/src/features/admin/adminRoutes.tsx', 'web/src/lib/firebase.ts'],
        [
          'web/src/app/routes/HomeRoute.tsx',
          'web/src/features/articles/pages/ArticlePage.tsx',
          'web/src/features/articles/pages/CategoryPage.tsx',
          'web/src/features/topics/pages/TopicsPage.tsx',
        ],
      ),
      'web/src/features/admin/adminRoutes.tsx': mod([], ['web/src/features/editor/EditorPage.tsx']),
      'web/src/lib/firebase.ts': mod([], ['node_modules/firebase/storage/dist/esm/index.esm.js']),
      'web/src/app/routes/HomeRoute.tsx': mod(),
      'web/src/features/articles/pages/ArticlePage.tsx': mod(),
      'web/src/features/articles/pages/CategoryPage.tsx': mod(),
      'web/src/features/topics/pages/TopicsPage.tsx': mod(),
      'web/src/features/editor/EditorPage.tsx': mod(['node_modules/@tiptap/react/dist/index.js']),
      'node_modules/@tiptap/react/dist/index.js': mod(),
      'node_modules/firebase/storage/dist/esm/index.esm.js': mod(),
    },
    chunks: {
      'assets/shell.js': ['web/src/main.tsx'],
      'assets/app.js': [
        'web/src/app/boot.tsx',
        'web/src/app/router.tsx',
        'web/src/features/admin/adminRoutes.tsx',
        'web/src/lib/firebase.ts',
      ],
      'assets/home.js': ['web/src/app/routes/HomeRoute.tsx'],
      'assets/article.js': ['web/src/features/articles/pages/ArticlePage.tsx'],
      'assets/category.js': ['web/src/features/articles/pages/CategoryPage.tsx'],
      'assets/topics.js': ['web/src/features/topics/pages/TopicsPage.tsx'],
      'assets/editor.js': ['web/src/features/editor/EditorPage.tsx', 'node_modules/@tiptap/react/dist/index.js'],
      'assets/storage.js': ['node_modules/firebase/storage/dist/esm/index.esm.js'],
    },
  };
  const routes = [
    { page: 'home /', module: 'src/app/routes/HomeRoute.tsx' },
    { page: 'article /artigo/:slug', module: 'src/features/articles/pages/ArticlePage.tsx' },
    { page: 'category /categoria/:c', module: 'src/features/articles/pages/CategoryPage.tsx' },
    { page: 'topics /topicos', module: 'src/features/topics/pages/TopicsPage.tsx' },
  ];
  return { manifest, graph, routes, html: '<script type="module" src="/assets/shell.js"></script>' };
}

const KB = 1024;
const sizes: Record<string, number> = {
  'assets/shell.js': 20 * KB,
  'assets/app.js': 80 * KB,
  'assets/home.js': 30 * KB,
};
const budgetKB = 150;
const gzipSize = (file: string) => sizes[file] ?? 10 * KB;

describe('reader bundle gate', () => {
  it('passes when admin code sits only behind the admin routes and lazy SDK loaders', () => {
    expect(readerBundleProblems({ ...fixture(), gzipSize, budgetKB })).toEqual([]);
  });

  it('fails when a reader chunk imports tiptap', () => {
    const build = fixture();
    build.graph.modules['web/src/app/routes/HomeRoute.tsx'].imports.push('node_modules/@tiptap/react/dist/index.js');
    expect(readerBundleProblems({ ...build, gzipSize, budgetKB })).toEqual([
      'assets/editor.js (carregado por páginas de leitura) contém o editor: web/src/features/editor/EditorPage.tsx',
      'assets/editor.js (carregado por páginas de leitura) contém tiptap: node_modules/@tiptap/react/dist/index.js',
    ]);
  });

  it('fails when tiptap is bundled into a chunk a reader page loads, even unused there', () => {
    const build = fixture();
    build.graph.chunks['assets/home.js'].push('node_modules/@tiptap/react/dist/index.js');
    expect(readerBundleProblems({ ...build, gzipSize, budgetKB })).toEqual([
      'assets/home.js (carregado por páginas de leitura) contém tiptap: node_modules/@tiptap/react/dist/index.js',
    ]);
  });

  it('fails when reader code uses the firebase/storage API (a static import)', () => {
    const build = fixture();
    build.graph.modules['web/src/app/routes/HomeRoute.tsx'].imports.push(
      'node_modules/firebase/storage/dist/esm/index.esm.js',
    );
    expect(readerBundleProblems({ ...build, gzipSize, budgetKB })).toEqual([
      'assets/storage.js (carregado por páginas de leitura) contém firebase/storage: node_modules/firebase/storage/dist/esm/index.esm.js',
    ]);
  });

  it('fails a rendered page whose JS before interaction is over 50 KB (the entry and what app.html loads)', () => {
    const build = fixture();
    expect(readerBundleProblems({ ...build, gzipSize, budgetKB })).toEqual([]);
    const heavy = (file: string) => (file === 'assets/shell.js' ? 51 * KB : gzipSize(file));
    expect(readerBundleProblems({ ...build, gzipSize: heavy, budgetKB: 1000, renderedBudgetKB: 50 })).toEqual([
      'páginas renderizadas: 51.0 KB gzip de JS antes da interação, acima do orçamento de 50 KB',
    ]);
    // A script app.html names counts too, even outside the entry's imports.
    build.html += '<link rel="modulepreload" href="/assets/topics.js">';
    const small = (file: string) => (file === 'assets/shell.js' ? 45 * KB : gzipSize(file));
    expect(readerBundleProblems({ ...build, gzipSize: small, budgetKB: 1000, renderedBudgetKB: 50 })).toEqual([
      'páginas renderizadas: 55.0 KB gzip de JS antes da interação, acima do orçamento de 50 KB',
    ]);
  });

  it('counts the statistics beacon in the JS before interaction, not on the critical path', () => {
    const build = fixture();
    build.html += `<script id="pauta-beacon">addEventListener('load',function(){s.src='/assets/beacon-x.js'})</script>`;
    const sized = (file: string) =>
      file === 'assets/shell.js' ? 49 * KB : file === 'assets/beacon-x.js' ? 2 * KB : gzipSize(file);
    expect(readerBundleProblems({ ...build, gzipSize: sized, budgetKB: 1000, renderedBudgetKB: 50 })).toEqual([
      'páginas renderizadas: 51.0 KB gzip de JS antes da interação, acima do orçamento de 50 KB',
    ]);
    // home: shell 49 + app 80 + home 30, the beacon left out.
    expect(readerBundleProblems({ ...build, gzipSize: sized, budgetKB: 158, renderedBudgetKB: 60 })).toEqual([
      'home /: 159.0 KB gzip de JS no caminho crítico, acima do orçamento de 158 KB',
    ]);
  });

  it('fails a page over the critical-path budget', () => {
    expect(readerBundleProblems({ ...fixture(), gzipSize, budgetKB: 120 })).toEqual([
      'home /: 130.0 KB gzip de JS no caminho crítico, acima do orçamento de 120 KB',
    ]);
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
      'app.html não tem o carregador do beacon de estatísticas (script#pauta-beacon)',
    ]);
  });
});

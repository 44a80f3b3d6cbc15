// ESLint rule `pauta/feature-shape` (web/src/features): every feature has one shape.
//   index.ts          the only module other code imports (its public API)
//   routes.tsx        its reader routes (lazy pages), when the feature mounts them itself
//   admin-routes.tsx  its admin screens (lazy pages, paths relative to /admin)
//   queries.ts        TanStack Query options; prefetch.ts route prefetches; server-data.ts what a
//                     rendered page hands over
//   pages/            the screens a route renders (components, .tsx)
//   components/       the rest of its UI
//   hooks/            its hooks, one per file, named use-*.ts(x)
//   api/              its reads and writes (Firestore paths, callables)
//   lib/              pure logic and constants
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

const FEATURE = /^(.*[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+))[\\/](.+)$/;
export const FEATURE_FILES = [
  'index.ts',
  'routes.ts',
  'routes.tsx',
  'admin-routes.tsx',
  'queries.ts',
  'prefetch.ts',
  'server-data.ts',
];
export const FEATURE_FOLDERS = ['pages', 'components', 'hooks', 'api', 'lib'];

/** @type {import('eslint').Rule.RuleModule} */
export const featureShape = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Every feature folder has the same shape' },
    messages: {
      index: 'A feature "{{feature}}" precisa de um index.ts (sua API pública).',
      file: 'Arquivo fora do formato da feature: na raiz só {{files}}; o resto vai em {{folders}}/.',
      folder: 'Pasta "{{folder}}" fora do formato da feature: use {{folders}}/.',
      hook: 'Em hooks/ cada arquivo é um hook chamado use-*.ts ("{{name}}").',
      page: 'Em pages/ ficam as telas (componentes .tsx), não "{{name}}".',
    },
    schema: [{ type: 'object', properties: { exempt: { type: 'array', items: { type: 'string' } } } }],
  },
  create(context) {
    const match = FEATURE.exec(context.filename);
    if (!match) return {};
    const [, featureDir, feature, rest] = match;
    if ((context.options[0]?.exempt ?? []).includes(feature)) return {};
    const parts = rest.split(/[\\/]/);
    const name = basename(rest);
    const data = {
      feature,
      folder: parts[0],
      name,
      files: FEATURE_FILES.join(', '),
      folders: FEATURE_FOLDERS.join('/, '),
    };
    const problems = [];
    if (!existsSync(join(featureDir, 'index.ts'))) problems.push('index');
    if (parts.length === 1) {
      if (!FEATURE_FILES.includes(name) && !/\.test\.tsx?$/.test(name)) problems.push('file');
    } else if (!FEATURE_FOLDERS.includes(parts[0])) problems.push('folder');
    else if (parts[0] === 'hooks' && !/^use-[a-z0-9-]+(\.test)?\.tsx?$/.test(name)) problems.push('hook');
    else if (parts[0] === 'pages' && !name.endsWith('.tsx')) problems.push('page');
    if (!problems.length) return {};
    return { Program: (node) => problems.forEach((messageId) => context.report({ node, messageId, data })) };
  },
};

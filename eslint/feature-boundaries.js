// ESLint rule `pauta/feature-boundaries` (web/src): a feature is used from outside only through its
// index.ts; shared code (components, lib) imports no feature at all; two features never import each
// other (no cycles between features). One exception keeps lazy routes split: the app's route table
// may `import()` a feature's `pages/*` modules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const FEATURE = /[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)(?:[\\/](.+))?$/;
const AREA = /[\\/]web[\\/]src[\\/](features[\\/]([^\\/]+)|components|lib|app)[\\/]/;
const INDEX = /^index(\.tsx?)?$/;
const SPECIFIER = /(?:from|import\()\s*['"](\.[^'"]+)['"]/g;

/** Features that the files of `featureDir` import (read once per lint run). */
const featureImports = new Map();
function featuresImportedBy(featureDir) {
  if (featureImports.has(featureDir)) return featureImports.get(featureDir);
  const found = new Set();
  featureImports.set(featureDir, found);
  const walk = (dir) => {
    let entries = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
          const target = FEATURE.exec(resolve(dir, spec));
          if (target) found.add(target[1]);
        }
    }
  };
  walk(featureDir);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their index.ts' },
    messages: {
      internal:
        'Importe a feature "{{feature}}" pelo seu index.ts (features/{{feature}}), não por "{{source}}": exporte o que precisa no index.ts dela.',
      cycle:
        'As features "{{from}}" e "{{feature}}" importam uma à outra: mova o código comum para components/ ou lib/, ou para uma só delas.',
      shared:
        'Código compartilhado ({{area}}) não importa features ("{{source}}"): mova o código para components/ ou lib/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = AREA.exec(file);
    if (!from) return {};
    const fromFeature = from[2];
    const fromArea = from[1].split(/[\\/]/)[0];

    /** @param {import('eslint').Rule.Node} node @param {unknown} source @param {boolean} lazy */
    function check(node, source, lazy) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = FEATURE.exec(resolve(dirname(file), source));
      if (!target) return;
      const [, feature, rest = ''] = target;
      if (feature === fromFeature) return;
      if (fromArea === 'components' || fromArea === 'lib') {
        context.report({ node, messageId: 'shared', data: { area: fromArea, source } });
        return;
      }
      if (fromFeature) {
        const featureDir = resolve(dirname(file), source).replace(/([\\/]features[\\/][^\\/]+).*$/, '$1');
        if (featuresImportedBy(featureDir).has(fromFeature))
          context.report({ node, messageId: 'cycle', data: { from: fromFeature, feature } });
      }
      if (!rest || INDEX.test(rest)) return;
      if (lazy && fromArea === 'app' && rest.split(/[\\/]/)[0] === 'pages') return;
      context.report({ node, messageId: 'internal', data: { feature, source } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, false),
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    };
  },
};

// ESLint rule `pauta/file-names`: one naming convention for every module. Folders and file names are
// kebab-case (`use-edit-lease.ts`, `article-card.ts`, `admin-routes.tsx`); only React component
// files are PascalCase `.tsx` (`ConflictBanner.tsx`). What follows the first dot (`.test.ts`,
// `.emulator.test.ts`, `.d.ts`, `.config.js`) is free.
import { basename, dirname, relative, sep } from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** `useEditLease` → `use-edit-lease`. */
export const kebabCase = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();

/** @type {import('eslint').Rule.RuleModule} */
export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case file and folder names; PascalCase only for React component .tsx files' },
    messages: {
      file: 'O arquivo "{{name}}" deve ter nome em kebab-case ("{{suggestion}}"); só componentes React (.tsx) usam PascalCase.',
      folder: 'A pasta "{{name}}" deve ter nome em kebab-case ("{{suggestion}}").',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const name = basename(file);
    const stem = name.split('.')[0];
    const problems = [];
    if (!KEBAB.test(stem) && !(name.endsWith('.tsx') && PASCAL.test(stem)))
      problems.push({ messageId: 'file', data: { name, suggestion: kebabCase(stem) + name.slice(stem.length) } });
    const folders = relative(context.cwd, dirname(file))
      .split(sep)
      .filter((s) => s && s !== '..' && s !== '.');
    for (const folder of folders)
      if (!KEBAB.test(folder))
        problems.push({ messageId: 'folder', data: { name: folder, suggestion: kebabCase(folder) } });
    if (!problems.length) return {};
    return { Program: (node) => problems.forEach((p) => context.report({ node, ...p })) };
  },
};

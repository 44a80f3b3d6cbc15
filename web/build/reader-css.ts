// The reader stylesheet without what a reader page can never use, pruned once at build time (every
// reader page links it before its first paint: each byte is parsed and each rule matched on every
// load, at 4× CPU on a phone). Two things go, both provably dead:
//  - every rule (or selector of a list) for the dark colour scheme: reader pages are light only
//    (`<html data-mantine-color-scheme="light">` in reader.html, and the islands' Mantine context,
//    StaticMantineProvider, has no colour-scheme manager that could change it);
//  - the custom properties of the colour palettes no reader code can name: Mantine declares all 14
//    of its palettes (shades, filled, light, outline... ~50 properties each), while a reader page
//    uses the theme's own, the few its components name (`color="red"`, `c="gray.7"`) and those the
//    stylesheet itself refers to (`--mantine-color-error` is red's).
// Nothing is decided at run time: the render function serves the pruned file as it is.
import postcss, { type Declaration, type Root } from 'postcss';

const DARK_SCHEME = /\[data-mantine-color-scheme=["']?dark["']?\]/;
const PALETTE_PROPERTY = /^--mantine-color-([a-z]+)-/;
const PALETTE_REFERENCE = /var\(--mantine-color-([a-z]+)-/g;

function dropDarkScheme(root: Root): void {
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

/** Palettes the stylesheet refers to outside their own declarations (`--mantine-color-red-filled: var(--mantine-color-red-7)` does not count for red). */
function palettesReferenced(root: Root): Set<string> {
  const names = new Set<string>();
  root.walkDecls((decl: Declaration) => {
    const own = PALETTE_PROPERTY.exec(decl.prop)?.[1];
    for (const [, name] of decl.value.matchAll(PALETTE_REFERENCE)) if (name !== own) names.add(name!);
  });
  return names;
}

/** Removes empty rules and at-rules left behind. */
function dropEmpty(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * @param code the code of every module a reader page can run (see reader-server.ts: the server
 *   bundle's, which holds every reader component and island).
 * @returns the stylesheet, and the palettes whose properties were dropped.
 */
export function pruneReaderCss(css: string, code: string): { css: string; dropped: string[] } {
  const root = postcss.parse(css);
  dropDarkScheme(root);
  const declared = new Set<string>();
  root.walkDecls((decl) => {
    const name = /^--mantine-color-([a-z]+)-0$/.exec(decl.prop)?.[1];
    if (name) declared.add(name);
  });
  const used = new Set([...palettesNamedIn(code, declared), ...palettesReferenced(root)]);
  const dropped = [...declared].filter((name) => !used.has(name)).sort();
  root.walkDecls((decl) => {
    const name = PALETTE_PROPERTY.exec(decl.prop)?.[1];
    if (name && dropped.includes(name)) decl.remove();
  });
  dropEmpty(root);
  return { css: root.toString(), dropped };
}

/**
 * Palettes named by code: a string that is a palette's name (`'red'`), one of its shades
 * (`'gray.7'`) or one of its properties (`--mantine-color-blue-9`).
 */
function palettesNamedIn(code: string, palettes: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const name of palettes)
    if (new RegExp(`["'\`]${name}(\\.\\d)?["'\`]|--mantine-color-${name}-`).test(code)) named.add(name);
  return named;
}

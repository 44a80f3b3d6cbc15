// The inline styles an article body may keep (article-sanitizer.ts applies it to every style
// attribute). A body must not cover, fix or move over the page around it, load anything or run
// anything. CSS lets a declaration hide behind escapes (`position:fix\65 d`, `\70 osition`) and
// comments, so the value is decoded first, then read declaration by declaration: what is refused
// is dropped, what is left is written back plainly (no escape, no comment survives).

/**
 * Declarations dropped whatever their value: offsets and stacking, transforms, anchoring, generated
 * content, and what paints far beyond the box (outlines and shadows are drawn over earlier content).
 */
const DROPPED_PROPERTIES = new RegExp(
  '^(' +
    [
      'top|right|bottom|left|inset(-.+)?|z-index',
      'transform(-.+)?|translate|rotate|scale|offset(-.+)?|zoom',
      'anchor-name|position-anchor|position-area|position-try(-.+)?',
      'content|behavior|-moz-binding|clip-path|mask(-.+)?|pointer-events',
      'outline(-.+)?|box-shadow|text-shadow|filter|backdrop-filter|border-image(-.+)?',
    ].join('|') +
    ')$',
);

/** Properties that may not be negative: a negative margin or indent pulls content over what precedes it. */
const NON_NEGATIVE = /^(margin(-.+)?|text-indent)$/;

/** Values that load or run something, whatever the property. */
const DROPPED_VALUES = /url\(|image-set\(|image\(|element\(|cross-fade\(|expression\(|javascript:|vbscript:|@import/;

/** In-flow positioning only: no fixed, sticky or absolute boxes laid over the page. */
const ALLOWED_POSITIONS = new Set(['static', 'relative']);

const PROPERTY_NAME = /^-?[a-z][a-z0-9-]*$/;

/** CSS escapes decoded (`\65 ` → 'e', `\:` → ':', an escaped newline dropped), as the CSS parser reads them. */
export function decodeCssEscapes(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\f]?|\r\n|([^\r\n\f0-9a-fA-F])|[\r\n\f])/g, (_m, hex, char) => {
    if (hex) {
      const code = parseInt(hex as string, 16);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return String.fromCodePoint(valid ? code : 0xfffd);
    }
    return (char as string | undefined) ?? '';
  });
}

/** Splits declarations on ';' outside parentheses and quotes. */
function declarations(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

function keep(property: string, value: string): boolean {
  if (!PROPERTY_NAME.test(property) || DROPPED_PROPERTIES.test(property)) return false;
  const plain = value.toLowerCase().replace(/\s+/g, ' ');
  if (!plain || DROPPED_VALUES.test(plain.replace(/\s/g, '')) || /[<>\\]/.test(plain)) return false;
  if (property === 'position') return ALLOWED_POSITIONS.has(plain.replace(/\s*!important$/, ''));
  // Any minus at all (a negative length, calc(0px - 100vh)): the title and the site's header precede the body.
  if (NON_NEGATIVE.test(property) && plain.includes('-')) return false;
  return true;
}

/** The style attribute's value with only the declarations a body may keep, or '' when none is left. */
export function filterArticleStyle(style: string): string {
  const text = decodeCssEscapes(style.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' '));
  const kept: string[] = [];
  for (const declaration of declarations(text)) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (keep(property, value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

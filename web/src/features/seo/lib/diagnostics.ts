// What the debug page reports about a sitemap response: the first characters, the first
// character's code, a byte order mark, the content type and the XML declaration.
export const PREVIEW_CHARS = 500;
export const INVALID_SITEMAP = 'Invalid sitemap data received from Edge Function';

export interface SitemapDiagnostics {
  preview: string;
  firstCharCode: number | null;
  hasBom: boolean;
  contentType: string;
  hasXmlDeclaration: boolean;
  /** Hex of the first bytes, when the raw bytes were read. */
  firstBytes?: string;
}

export function diagnoseText(text: string, contentType: string | null): SitemapDiagnostics {
  const hasBom = text.charCodeAt(0) === 0xfeff;
  const body = hasBom ? text.slice(1) : text;
  return {
    preview: text.slice(0, PREVIEW_CHARS),
    firstCharCode: text.length ? text.charCodeAt(0) : null,
    hasBom,
    contentType: contentType ?? '(ausente)',
    hasXmlDeclaration: body.startsWith('<?xml'),
  };
}

export function diagnoseBytes(bytes: Uint8Array, contentType: string | null): SitemapDiagnostics {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    ...diagnoseText(text, contentType),
    hasBom,
    firstCharCode: bytes.length ? bytes[0]! : null,
    firstBytes: [...bytes.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join(' '),
  };
}

/** The spec's check of a function answer: text that starts with an XML declaration. */
export function assertSitemapXml(text: string): string {
  if (
    !text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<?xml')
  )
    throw new Error(INVALID_SITEMAP);
  return text;
}

// XML text helpers for the sitemaps and feeds (functions) and the admin's local sitemap (web). Every value
// that goes into a feed passes through escapeXml or cdata.

// XML 1.0 forbids C0 controls other than tab/LF/CR, lone surrogates and U+FFFE/U+FFFF.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const stripInvalidXmlChars = (value: string) => value.replace(NOT_XML_CHAR, '');

export function escapeXml(value: string): string {
  return stripInvalidXmlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A CDATA section; a ']]>' inside the text is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${stripInvalidXmlChars(value).split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** `<name>escaped text</name>`. */
export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

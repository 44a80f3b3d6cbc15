// The article body as a feed carries it: formatting, links and images only; no scripts, styles,
// event handlers, iframes or non-http(s) URLs. Relative links become absolute on the site.
import sanitizeHtml from 'sanitize-html';

export function sanitizeBody(html: string, baseUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      code: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: absolutize(attribs, 'href', baseUrl) }),
      img: (tagName, attribs) => ({ tagName, attribs: absolutize(attribs, 'src', baseUrl) }),
    },
  });
}

function absolutize(attribs: Record<string, string>, key: string, baseUrl: string) {
  const value = attribs[key];
  if (value?.startsWith('/') && !value.startsWith('//')) return { ...attribs, [key]: `${baseUrl}${value}` };
  return attribs;
}

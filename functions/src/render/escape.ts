// JSON inside <script> elements (HTML text escaping is @pauta/model's escapeHtml).
/** JSON safe inside a <script> element: '<' escaped, so no text can close the element. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

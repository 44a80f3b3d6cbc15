// WebChannel's length-prefixed chunks: every response body (handshake, forward acknowledgements,
// back channel) is a sequence of `<length>\n<JSON>`, where the length counts UTF-16 code units of
// the JSON text (the client slices its decoded responseText), not bytes.
export const frame = (json: string): string => `${json.length}\n${json}`;

/** One back-channel chunk: the [arrayId, payload] messages (already JSON) as one JSON array. */
export const frameMessages = (messages: string[]): string => frame(`[${messages.join(',')}]`);

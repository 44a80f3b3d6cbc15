// Reading time on the article page: words of the body's text at 200 words per minute, rounded up
// ('{n} min de leitura'). Read from the stored HTML without a DOM, so the app and the server count
// the same words.
export const READING_WORDS_PER_MINUTE = 200;

/** The words of an article body (markup, scripts, styles and entities aside). */
export function bodyWordCount(html: string): number {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z0-9#]+;/gi, '');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least 1 for a body with any word (0 for an empty one). */
export const readingMinutes = (html: string): number => Math.ceil(bodyWordCount(html) / READING_WORDS_PER_MINUTE);

export const readingTimeLabel = (minutes: number) => `${minutes} min de leitura`;

// What an article's JSON-LD (schema.org) adds to its NewsArticle when the story moved after
// publication: its corrections. The render function's head and the app's head both build it here.

/** An article's corrections as schema.org's `correction` (CorrectionComment), for its JSON-LD. */
export const correctionsJsonLd = (corrections: readonly { text: string; at: string }[]) =>
  corrections.map((c) => ({ '@type': 'CorrectionComment', text: c.text, datePublished: c.at }));

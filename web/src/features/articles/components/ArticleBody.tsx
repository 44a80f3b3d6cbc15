import { createContext, useContext, useMemo } from 'react';
import { readingMinutes, readingTimeLabel } from '@pauta/model';
import './article-body.css';

/**
 * The article body sanitizer: the render function's (DOMPurify over jsdom, with @pauta/model's
 * policy), given to the server render of a reader page. The body's widgets (tabs, accordions,
 * zoom, code labels, embeds) are wired by the reader page's script, after the spec's 100 ms.
 */
export const ArticleSanitizerContext = createContext<((html: string) => string) | null>(null);

/** The sanitized article HTML under its reading time ('{n} min de leitura' at 200 words per minute). */
export function ArticleBody({ html }: { html: string }) {
  const sanitize = useContext(ArticleSanitizerContext);
  if (!sanitize) throw new Error('ArticleBody needs the server sanitizer (ArticleSanitizerContext)');
  const safe = useMemo(() => ({ __html: sanitize(html) }), [sanitize, html]);
  const minutes = useMemo(() => readingMinutes(html), [html]);
  return (
    <>
      {minutes > 0 && (
        <p className="article-reading-time" data-testid="reading-time">
          {readingTimeLabel(minutes)}
        </p>
      )}
      <div className="article-body" data-article-body data-testid="article-body" dangerouslySetInnerHTML={safe} />
    </>
  );
}

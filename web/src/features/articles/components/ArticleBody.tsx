import { createContext, useContext, useMemo } from 'react';
import './article-body.css';

/**
 * The article body sanitizer: the render function's (DOMPurify over jsdom, with @pauta/model's
 * policy), given to the server render of a reader page. The body's widgets (tabs, accordions,
 * zoom, code labels) are wired by the reader page's script, after the spec's 100 ms.
 */
export const ArticleSanitizerContext = createContext<((html: string) => string) | null>(null);

/** The sanitized article HTML. */
export function ArticleBody({ html }: { html: string }) {
  const sanitize = useContext(ArticleSanitizerContext);
  if (!sanitize) throw new Error('ArticleBody needs the server sanitizer (ArticleSanitizerContext)');
  const safe = useMemo(() => ({ __html: sanitize(html) }), [sanitize, html]);
  return <div className="article-body" data-article-body data-testid="article-body" dangerouslySetInnerHTML={safe} />;
}

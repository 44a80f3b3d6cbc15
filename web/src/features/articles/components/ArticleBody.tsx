import { useEffect, useMemo, useRef } from 'react';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html';
import { scheduleArticleWiring } from '../lib/body/wire-article-body';
import './article-body.css';

/** The sanitized article HTML, wired (tabs, accordions, zoom, code labels) after 100 ms. */
export default function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const safe = useMemo(() => ({ __html: sanitizeArticleHtml(html) }), [html]);
  useEffect(() => {
    if (!ref.current) return;
    return scheduleArticleWiring(ref.current);
  }, [safe]);
  return <div ref={ref} className="article-body" data-testid="article-body" dangerouslySetInnerHTML={safe} />;
}

import { useEffect, useMemo, useRef } from 'react';
import { readingMinutes, readingTimeLabel } from '@pauta/model';
import { sanitizeArticleHtml } from '../../../lib/sanitize-html';
import { scheduleArticleWiring } from '../lib/body/wire-article-body';
import './article-body.css';

/**
 * The sanitized article HTML, wired (tabs, accordions, zoom, code labels, embeds) after 100 ms, under
 * its reading time ('{n} min de leitura' at 200 words per minute).
 */
export default function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const safe = useMemo(() => ({ __html: sanitizeArticleHtml(html) }), [html]);
  const minutes = useMemo(() => readingMinutes(html), [html]);
  useEffect(() => {
    if (!ref.current) return;
    return scheduleArticleWiring(ref.current);
  }, [safe]);
  return (
    <>
      {minutes > 0 && (
        <p className="article-reading-time" data-testid="reading-time">
          {readingTimeLabel(minutes)}
        </p>
      )}
      <div ref={ref} className="article-body" data-testid="article-body" dangerouslySetInnerHTML={safe} />
    </>
  );
}

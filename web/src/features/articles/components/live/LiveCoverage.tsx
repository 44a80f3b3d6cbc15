// The article's live coverage ('Cobertura ao vivo') on its page: the pinned entry first ('Fixada'),
// then every entry newest first; while live, the address its script polls (data-live) and the
// button that announces entries arriving while the reader is further down ('N novas atualizações',
// hidden until then); once ended, 'Cobertura encerrada em {data} às {hora}'. Rendered on the
// server: it is all there with JavaScript off (docs/live-coverage.md).
import { LIVE_EMPTY_TEXT, LIVE_HEADING, LIVE_SUMMARY_ENTRIES, liveEndedLine, liveSummaryUrl } from '@pauta/model';
import type { LiveCoverageView } from '../../lib/live/live-view';
import { LiveEntry } from './LiveEntry';
import { LiveLabel } from '../../../../components/cards';
import './live-coverage.css';

export function LiveCoverage({ articleId, coverage }: { articleId: string; coverage: LiveCoverageView }) {
  const live = coverage.status === 'live';
  return (
    <section
      className="live-coverage"
      aria-labelledby="ao-vivo-titulo"
      data-live={live ? liveSummaryUrl(articleId) : undefined}
    >
      <div className="live-coverage__head">
        {live && <LiveLabel />}
        <h2 id="ao-vivo-titulo" className="live-coverage__title">
          {LIVE_HEADING}
        </h2>
      </div>
      <p className="live-coverage__ended" data-live-ended="" hidden={live}>
        {coverage.endedAt !== null && liveEndedLine(coverage.endedAt)}
      </p>
      <div aria-live="polite" className="live-coverage__news-slot">
        <button type="button" className="live-coverage__news" data-live-news="" hidden />
      </div>
      <div data-live-pinned="">
        {coverage.pinned && <LiveEntry entry={coverage.pinned} startedAt={coverage.startedAt} pinned />}
      </div>
      <ol className="live-coverage__entries" data-live-entries="">
        {coverage.entries.map((entry) => (
          <LiveEntry key={entry.id} entry={entry} startedAt={coverage.startedAt} />
        ))}
      </ol>
      {!coverage.pinned && coverage.entries.length === 0 && (
        <p className="live-coverage__empty" data-live-empty="">
          {LIVE_EMPTY_TEXT}
        </p>
      )}
      {coverage.more && <p className="live-coverage__more">As {LIVE_SUMMARY_ENTRIES} atualizações mais recentes.</p>}
    </section>
  );
}

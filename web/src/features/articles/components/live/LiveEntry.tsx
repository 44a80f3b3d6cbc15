// One live entry: its time (Brasília), author, 'editado' once edited, the text with its addresses as
// links, its image from the library and its embed's facade (the player loads at the reader's click). The page renders it, and so does the polled JSON (the
// render function, through this very component), so an entry inserted by the page's script is
// the markup a reload shows.
import { formatBrasiliaAt, LIVE_EDITED_LABEL, LIVE_PINNED_LABEL, liveEntryTime, liveTextParts } from '@pauta/model';
import { liveEntryAnchor, type LiveEntryView } from '../../lib/live/live-view';
import { EmbedFacade } from '../EmbedFacade';

interface LiveEntryProps {
  entry: LiveEntryView;
  /** The coverage's start: the times of its first day are shown without the date. */
  startedAt: number;
  pinned?: boolean;
}

export function LiveEntry({ entry, startedAt, pinned = false }: LiveEntryProps) {
  const Tag = pinned ? 'div' : 'li';
  return (
    <Tag
      className="live-entry"
      id={liveEntryAnchor(entry.id)}
      data-entry={entry.id}
      data-at={entry.at}
      data-v={entry.editedAt ?? 0}
      data-pinned={pinned ? '' : undefined}
      tabIndex={-1}
    >
      <p className="live-entry__meta">
        {pinned && <span className="live-entry__pin">{LIVE_PINNED_LABEL}</span>}
        <time dateTime={new Date(entry.at).toISOString()} title={formatBrasiliaAt(entry.at)}>
          {liveEntryTime(entry.at, startedAt)}
        </time>
        {entry.authorName && <span className="live-entry__author">{entry.authorName}</span>}
        {entry.editedAt !== null && (
          <span className="live-entry__edited" title={`Editado em ${formatBrasiliaAt(entry.editedAt)}`}>
            {LIVE_EDITED_LABEL}
          </span>
        )}
      </p>
      <p className="live-entry__text">
        {liveTextParts(entry.text).map((part, i) =>
          part.href ? (
            <a key={i} href={part.href} rel="noopener">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
      {entry.imageUrl && (
        <figure className="live-entry__image">
          <img src={entry.imageUrl} alt={entry.imageAlt} loading="lazy" decoding="async" />
        </figure>
      )}
      {entry.embed && <EmbedFacade embed={entry.embed} />}
    </Tag>
  );
}

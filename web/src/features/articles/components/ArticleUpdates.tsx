// What an article says about its changes, loaded only for an article that has some (its own chunk:
// the notes' read and their Brasília-time wording stay off every other article's first load):
// 'Atualizado em {data} às {hora}' in the header, and the corrections and updates under the title,
// newest first ('Correção em {data} às {hora}:' / 'Atualizado em {data} às {hora}:').
import { ARTICLE_NOTES_STYLES, noteHeading, updatedLine } from '@pauta/model';
import type { ArticleSummary } from '../../../lib/article-shape';
import { useArticleNotes } from '../hooks/use-article-notes';

function UpdatedLine({ at }: { at: string }) {
  return (
    <time dateTime={at} data-testid="article-updated">
      {updatedLine(Date.parse(at))}
    </time>
  );
}

interface NotesProps {
  article: Pick<ArticleSummary, 'id' | 'noteCount'>;
}

// The page's JSON-LD lists the corrections once they are here (ArticlePage, useLoadedNotes).
function ArticleNotes({ article }: NotesProps) {
  const query = useArticleNotes(article);
  const notes = query.data;
  // A busy mark while they load keeps a rendered page's hand-off waiting (they never pop in after it).
  if (query.isPending && query.fetchStatus !== 'idle') return <span aria-busy="true" />;
  if (!notes?.length) return null;
  return (
    <section className="article-notes" aria-label="Correções e atualizações">
      <style href="pauta-article-notes" precedence="default">
        {ARTICLE_NOTES_STYLES}
      </style>
      <ul>
        {notes.map((note) => (
          <li key={note.id} data-kind={note.kind}>
            <strong>
              <time dateTime={note.at}>{noteHeading(note.kind, Date.parse(note.at))}</time>
            </strong>{' '}
            {note.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The header's line (`at`) or the notes under the title (`article`). */
export default function ArticleUpdates(props: { at: string } | NotesProps) {
  return 'at' in props ? <UpdatedLine at={props.at} /> : <ArticleNotes {...props} />;
}

// The article's corrections and updates under its title, newest first, each dated in Brasília time
// ('Correção em {data} às {hora}:' / 'Atualizado em {data} às {hora}:').
import { ARTICLE_NOTES_STYLES, noteHeading } from '@pauta/model';
import type { ArticleNote } from '../../../lib/article-notes';

export function ArticleNotes({ notes }: { notes: ArticleNote[] }) {
  if (!notes.length) return null;
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

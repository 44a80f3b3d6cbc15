// What an article says about its changes, loaded only for an article that has some (its own chunk:
// the notes' read and their Brasília-time wording stay off every other article's first load):
// 'Atualizado em {data} às {hora}' in the header, and the corrections and updates under the title,
// newest first ('Correção em {data} às {hora}:' / 'Atualizado em {data} às {hora}:').
import { useEffect } from 'react';
import { ARTICLE_NOTES_STYLES, correctionsJsonLd, noteHeading, updatedLine } from '@pauta/model';
import type { ArticleSummary } from '../../../lib/article-shape';
import { useArticleNotes } from '../hooks/use-article-notes';

/** What a part of the page loaded later adds to the article's JSON-LD (ArticlePage merges them). */
export interface JsonLdPart {
  key: string;
  articleId: string;
  fields: Record<string, unknown>;
}

function UpdatedLine({ at }: { at: string }) {
  return (
    <time dateTime={at} data-testid="article-updated">
      {updatedLine(Date.parse(at))}
    </time>
  );
}

interface NotesProps {
  article: Pick<ArticleSummary, 'id' | 'noteCount'>;
  /** The article's corrections once read: its JSON-LD lists them. */
  addJsonLd(part: JsonLdPart): void;
}

function ArticleNotes({ article, addJsonLd }: NotesProps) {
  const query = useArticleNotes(article);
  const notes = query.data;
  useEffect(() => {
    const corrections = notes?.filter((n) => n.kind === 'correction') ?? [];
    addJsonLd({
      key: 'notes',
      articleId: article.id,
      fields: corrections.length ? { correction: correctionsJsonLd(corrections) } : {},
    });
  }, [notes, article.id, addJsonLd]);
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

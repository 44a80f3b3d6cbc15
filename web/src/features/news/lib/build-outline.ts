// 'Gerar conteúdo': an article outline built only from what the headline says and who published
// it. No facts, figures or quotes are added (the spec's canned text invented a growth rate); the
// editor is told to check everything at the source, which is credited and linked. A pauta stores
// the outline's summary and steps; 'Criar Artigo' rebuilds the editor's text from them.
import { escapeHtml, LIMITS, type ArticlePrefill, type NewsItem, type OutlineStep } from '@pauta/model';
import { formatNewsDate } from './format-news-date';

export interface NewsOutline extends ArticlePrefill {
  notice: string;
  steps: OutlineStep[];
  credit: string;
  sourceUrl: string;
  /** The headline it was built from (what 'Salvar como pauta' stores). */
  item: NewsItem;
}

export const OUTLINE_NOTICE =
  'Rascunho de pauta gerado a partir de uma manchete. Apure e confirme cada informação na fonte original antes de publicar.';

const dateNote = (item: NewsItem) => (item.publishedAt ? ` (publicada em ${formatNewsDate(item.publishedAt)})` : '');

/** The article text of an outline: the notice, the steps and the credited source. */
export function outlineContent(item: NewsItem, steps: OutlineStep[]): string {
  return [
    `<p><em>${escapeHtml(OUTLINE_NOTICE)}</em></p>`,
    '<h2>Roteiro sugerido</h2>',
    '<ol>',
    ...steps.map((s) => `<li><strong>${escapeHtml(s.label)}:</strong> ${escapeHtml(s.text)}</li>`),
    '</ol>',
    `<p>Fonte: <a href="${escapeHtml(item.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.source)}</a>, “${escapeHtml(item.title)}”${escapeHtml(dateNote(item))}.</p>`,
  ].join('\n');
}

export function buildOutline(item: NewsItem): NewsOutline {
  const steps: OutlineStep[] = [
    { label: 'O fato', text: `resumir o que a reportagem de ${item.source} informa sobre “${item.title}”.` },
    { label: 'Contexto', text: 'explicar ao leitor os antecedentes do assunto.' },
    { label: 'Quem é afetado', text: 'identificar as pessoas, os setores ou as regiões envolvidos.' },
    { label: 'Outras vozes', text: 'ouvir especialistas e as partes citadas na reportagem.' },
    { label: 'Próximos passos', text: 'indicar o que acompanhar a partir de agora.' },
  ];
  const excerpt = `Pauta a partir da reportagem “${item.title}”, publicada por ${item.source}.`;
  return {
    title: item.title,
    excerpt: excerpt.length > LIMITS.excerptMax ? `${excerpt.slice(0, LIMITS.excerptMax - 1)}…` : excerpt,
    content: outlineContent(item, steps),
    notice: OUTLINE_NOTICE,
    steps,
    credit: `Fonte: ${item.source}, “${item.title}”${dateNote(item)}.`,
    sourceUrl: item.url,
    item,
  };
}

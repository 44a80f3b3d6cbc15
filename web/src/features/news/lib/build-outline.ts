// 'Gerar conteúdo': an article outline built only from what the headline says and who published
// it. No facts, figures or quotes are added (the spec's canned text invented a growth rate); the
// editor is told to check everything at the source, which is credited and linked.
import { escapeHtml, LIMITS, type ArticlePrefill, type NewsItem } from '@pauta/model';
import { formatNewsDate } from './format-news-date';

export interface OutlineStep {
  label: string;
  text: string;
}

export interface NewsOutline extends ArticlePrefill {
  notice: string;
  steps: OutlineStep[];
  credit: string;
  sourceUrl: string;
}

export function buildOutline(item: NewsItem): NewsOutline {
  const notice =
    'Rascunho de pauta gerado a partir de uma manchete. Apure e confirme cada informação na fonte original antes de publicar.';
  const steps: OutlineStep[] = [
    { label: 'O fato', text: `resumir o que a reportagem de ${item.source} informa sobre “${item.title}”.` },
    { label: 'Contexto', text: 'explicar ao leitor os antecedentes do assunto.' },
    { label: 'Quem é afetado', text: 'identificar as pessoas, os setores ou as regiões envolvidos.' },
    { label: 'Outras vozes', text: 'ouvir especialistas e as partes citadas na reportagem.' },
    { label: 'Próximos passos', text: 'indicar o que acompanhar a partir de agora.' },
  ];
  const date = item.publishedAt ? ` (publicada em ${formatNewsDate(item.publishedAt)})` : '';
  const credit = `Fonte: ${item.source}, “${item.title}”${date}.`;
  const excerpt = `Pauta a partir da reportagem “${item.title}”, publicada por ${item.source}.`;
  const content = [
    `<p><em>${escapeHtml(notice)}</em></p>`,
    '<h2>Roteiro sugerido</h2>',
    '<ol>',
    ...steps.map((s) => `<li><strong>${escapeHtml(s.label)}:</strong> ${escapeHtml(s.text)}</li>`),
    '</ol>',
    `<p>Fonte: <a href="${escapeHtml(item.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(item.source)}</a>, “${escapeHtml(item.title)}”${escapeHtml(date)}.</p>`,
  ].join('\n');
  return {
    title: item.title,
    excerpt: excerpt.length > LIMITS.excerptMax ? `${excerpt.slice(0, LIMITS.excerptMax - 1)}…` : excerpt,
    content,
    notice,
    steps,
    credit,
    sourceUrl: item.url,
  };
}

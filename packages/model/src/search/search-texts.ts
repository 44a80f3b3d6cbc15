// The /busca page's words, shared by the rendered page (functions/src/render) and the app so both
// say the same thing. The spec names the route only; these texts are Pauta's own.
export const SEARCH_TEXTS = {
  title: 'Buscar',
  resultsTitle: (query: string) => `Resultados para "${query}"`,
  intro: 'Busque artigos por título, resumo, tags ou categoria.',
  label: 'Buscar artigos',
  placeholder: 'Buscar artigos...',
  submit: 'Buscar',
  count: (n: number) => (n === 1 ? '1 artigo encontrado' : `${n} artigos encontrados`),
  empty: 'Digite uma palavra para buscar artigos.',
  noResults: (query: string) => `Nenhum artigo encontrado para "${query}".`,
  noResultsHint: 'Confira a grafia ou tente palavras mais gerais.',
  browseTopics: 'Explorar tópicos',
  error: 'Não foi possível carregar a busca. Tente novamente.',
  retry: 'Tentar novamente',
  metaDescription: 'Busque artigos do Pauta sobre tecnologia, inovação, educação e desenvolvimento pessoal.',
} as const;

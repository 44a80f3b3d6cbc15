// /admin/trends: 'Buscar Notícias': search news by text and category, page through the results and
// turn a headline into an article outline for the editor.
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../../components/head';
import type { NewsCategory } from '@pauta/model';
import { useGeneratedContent } from '../hooks/use-generated-content';
import { useNewsSearch } from '../hooks/use-news-search';
import { GeneratedContentCard } from '../components/GeneratedContentCard';
import { NewsFailureAlert } from '../components/NewsFailureAlert';
import { NewsPagination } from '../components/NewsPagination';
import { NewsResults, NewsSkeleton } from '../components/NewsResults';
import { NewsSearchForm } from '../components/NewsSearchForm';

export const EMPTY_PROMPT = 'Selecione uma categoria ou use a barra de pesquisa para buscar notícias.';

export function NewsSearchPage() {
  usePageMeta({ title: 'Tendências · Painel Admin', noindex: true });
  const [category, setCategory] = useState<NewsCategory>('all');
  const [text, setText] = useState('');
  const { state, search, retry } = useNewsSearch({ category: 'all', text: '', page: 1 });
  const { generatingUrl, outline, generate } = useGeneratedContent();
  const loading = state.status === 'loading';

  const changeCategory = (next: NewsCategory) => {
    setCategory(next);
    void search({ category: next, text: text.trim(), page: 1 });
  };
  const submit = () => void search({ category, text: text.trim(), page: 1 });
  const goToPage = (page: number) => void search({ ...state.params, page });

  const failed = state.status === 'error' || state.status === 'demo';
  const failure =
    state.status === 'loading' ? state.failure : failed ? { kind: state.status, message: state.message } : null;
  const result = state.status === 'success' ? state.result : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Buscar Notícias
      </Title>
      <Paper withBorder radius="md" p="lg">
        <NewsSearchForm
          category={category}
          text={text}
          busy={loading}
          onCategoryChange={changeCategory}
          onTextChange={setText}
          onSubmit={submit}
        />
      </Paper>

      {failure && <NewsFailureAlert failure={failure} retrying={state.status === 'loading'} onRetry={retry} />}

      <section aria-label="Resultados">
        {loading ? (
          <NewsSkeleton />
        ) : state.status === 'error' ? (
          <Text c="gray.7">Falha ao buscar notícias.</Text>
        ) : result && result.news.length === 0 ? (
          <Stack gap={4}>
            <Text fw={600}>Nenhuma notícia encontrada</Text>
            <Text c="gray.7">Tente com outra categoria ou termo de pesquisa.</Text>
          </Stack>
        ) : result ? (
          <Stack gap="md">
            <NewsResults news={result.news} generatingUrl={generatingUrl} onGenerate={generate} />
            <NewsPagination
              page={result.pagination.currentPage}
              totalPages={result.pagination.totalPages}
              disabled={false}
              onChange={goToPage}
            />
          </Stack>
        ) : (
          // Nothing to list and no error to explain: the demo-data notice (no demo headline is set).
          <Text c="gray.7">{EMPTY_PROMPT}</Text>
        )}
      </section>

      {outline && <GeneratedContentCard key={outline.sourceUrl} outline={outline} />}
    </Stack>
  );
}

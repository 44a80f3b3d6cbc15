// /busca?q=: accent- and case-insensitive search over the published articles' titles, excerpts,
// tags and categories, with prefixes and typos forgiven, results as cards with the matches marked.
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { usePageMeta } from '../../../components/head';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { cleanSearchQuery, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM, SEARCH_TEXTS } from '@pauta/model';
import { SearchBox } from '../components/SearchBox';
import { ActionButton } from '../../../components/ui';
import { SearchResults } from '../components/SearchResults';
import { searchResultsOptions } from '../queries';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = cleanSearchQuery(params.get(SEARCH_QUERY_PARAM));
  const results = useQuery(searchResultsOptions(query));
  const title = query ? SEARCH_TEXTS.resultsTitle(query) : SEARCH_TEXTS.title;

  usePageMeta({ title, description: SEARCH_TEXTS.metaDescription, canonical: SEARCH_PAGE_PATH, noindex: true });

  const search = (raw: string) => {
    const next = cleanSearchQuery(raw);
    setParams(next ? { [SEARCH_QUERY_PARAM]: next } : {});
  };

  let body;
  if (!query) body = <EmptyState message={SEARCH_TEXTS.empty} />;
  else if (results.isPending) body = <ArticleGridSkeleton count={6} />;
  else if (results.isError)
    body = (
      <EmptyState message={SEARCH_TEXTS.error}>
        <ActionButton variant="light" onClick={() => void results.refetch()} disabled={results.isFetching}>
          {SEARCH_TEXTS.retry}
        </ActionButton>
      </EmptyState>
    );
  else if (results.data.length === 0)
    body = (
      <EmptyState message={SEARCH_TEXTS.noResults(query)}>
        <Text size="sm" c="dimmed">
          {SEARCH_TEXTS.noResultsHint}
        </Text>
        <Anchor component={Link} to="/topicos">
          {SEARCH_TEXTS.browseTopics}
        </Anchor>
      </EmptyState>
    );
  else
    body = (
      <>
        <Text c="dimmed" size="sm" role="status">
          {SEARCH_TEXTS.count(results.data.length)}
        </Text>
        <SearchResults hits={results.data} />
      </>
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{SEARCH_TEXTS.intro}</Text>
        </div>
        <SearchBox query={query} onSearch={search} />
        {body}
      </Stack>
    </Container>
  );
}

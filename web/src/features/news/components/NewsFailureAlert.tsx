// A failed search: the error with 'Tentar novamente', or after a repeated failure the spec's
// demo-data notice (there is no demo data, so the notice also says what went wrong).
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { NewsFailure } from '../hooks/use-news-search';

interface Props {
  failure: NewsFailure;
  retrying: boolean;
  onRetry(): void;
}

export function NewsFailureAlert({ failure, retrying, onRetry }: Props) {
  const demo = failure.kind === 'demo';
  return (
    <Alert
      color={demo ? 'yellow' : 'red'}
      variant="light"
      title={demo ? 'Usando dados de demonstração' : undefined}
      role="alert"
      data-testid="news-failure"
    >
      <Stack gap="xs" align="flex-start">
        {demo ? (
          <>
            <Text fz="sm">Não foi possível conectar à API de notícias. Exibindo dados de demonstração.</Text>
            <Text fz="sm" c="gray.7">
              Não há dados de demonstração disponíveis. Detalhe: {failure.message}
            </Text>
          </>
        ) : (
          <Text fz="sm">Não foi possível buscar as notícias: {failure.message}</Text>
        )}
        <Button size="xs" variant="light" color={demo ? 'yellow' : 'red'} disabled={retrying} onClick={onRetry}>
          {retrying ? 'Tentando...' : 'Tentar novamente'}
        </Button>
      </Stack>
    </Alert>
  );
}

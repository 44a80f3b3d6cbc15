// A failed search: the error with 'Tentar novamente', or after the screen's first attempt the spec's
// demo-data notice instead (spec §4: no demo headline is set, so the results keep the idle prompt).
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { NewsFailure } from '../hooks/use-news-search';

export const DEMO_NOTICE = 'Exibindo dados locais de demonstração...';

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
            <Text fz="sm">{DEMO_NOTICE}</Text>
            <Text fz="sm" c="gray.7">
              Detalhe: {failure.message}
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

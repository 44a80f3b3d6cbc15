// /test-sitemap: the sitemap debug page: function status, the function itself, its raw
// bytes and the public /sitemap.xml, each with the first 500 characters and diagnostics.
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../../components/head';
import { DiagnosticsView } from '../components/DiagnosticsView';
import {
  checkFunctionStatus,
  sitemapErrorMessage,
  testPublicSitemap,
  testRawBytes,
  testSitemapFunction,
  type CheckResult,
} from '../lib/debug-checks';

type Outcome = { kind: 'ok'; result: CheckResult } | { kind: 'error'; title: string; message: string };

const CHECKS: { label: string; title: string; run: () => Promise<CheckResult> }[] = [
  { label: 'Verificar status da função', title: 'Status da função', run: checkFunctionStatus },
  { label: 'Testar função do sitemap', title: 'Função do sitemap', run: testSitemapFunction },
  { label: 'Testar bytes brutos', title: 'Bytes brutos', run: testRawBytes },
  { label: 'Testar /sitemap.xml', title: '/sitemap.xml', run: () => testPublicSitemap(window.location.origin) },
];

export function TestSitemapPage() {
  usePageMeta({ title: 'Teste do Sitemap', noindex: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (check: (typeof CHECKS)[number]) => {
    setBusy(check.label);
    try {
      setOutcome({ kind: 'ok', result: await check.run() });
    } catch (error) {
      setOutcome({ kind: 'error', title: check.title, message: sitemapErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Teste do Sitemap</Title>
        <Text>Ferramentas para verificar se o sitemap está sendo gerado e servido corretamente.</Text>
        <Group>
          {CHECKS.map((check) => (
            <Button key={check.label} onClick={() => void run(check)} loading={busy === check.label} disabled={!!busy}>
              {check.label}
            </Button>
          ))}
        </Group>
        {outcome?.kind === 'error' && (
          <Alert color="red" variant="light" title={outcome.title} role="alert">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'ok' && (
          <Paper withBorder p="lg" radius="md" aria-label="Resultado">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {outcome.result.title}
              </Title>
              <Text data-testid="check-status">{outcome.result.status}</Text>
              <Text size="sm" c="gray.7" style={{ wordBreak: 'break-all' }}>
                {outcome.result.url}
              </Text>
              {outcome.result.diagnostics && <DiagnosticsView d={outcome.result.diagnostics} />}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

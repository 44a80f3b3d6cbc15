import { Code, List, Stack, Text } from '@mantine/core';
import type { SitemapDiagnostics } from '../lib/diagnostics';

const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');

export function DiagnosticsView({ d }: { d: SitemapDiagnostics }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Diagnóstico</Text>
      <List size="sm" spacing={2}>
        <List.Item>Código do primeiro caractere: {d.firstCharCode ?? '(vazio)'}</List.Item>
        <List.Item>BOM detectado: {yesNo(d.hasBom)}</List.Item>
        <List.Item>Content-Type: {d.contentType}</List.Item>
        <List.Item>Declaração XML: {d.hasXmlDeclaration ? 'Sim (<?xml ...?>)' : 'Não'}</List.Item>
        {d.firstBytes !== undefined && <List.Item>Primeiros bytes: {d.firstBytes}</List.Item>}
      </List>
      <Text fw={600}>Primeiros 500 caracteres</Text>
      <Code block data-testid="sitemap-preview" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {d.preview}
      </Code>
    </Stack>
  );
}

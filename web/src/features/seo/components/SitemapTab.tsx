// 'Sitemap': the public addresses, the manual generator (function, else local) and the steps to
// submit the sitemap to Google Search Console.
import { useState } from 'react';
import { Anchor, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadXml, generateSitemap } from '../lib/generate-sitemap';
import { seoSettingsOptions } from '../queries';

export function SitemapTab() {
  const settings = useQuery(seoSettingsOptions());
  const base = (settings.data?.siteUrl || window.location.origin).replace(/\/+$/, '');
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const result = await generateSitemap(base);
      downloadXml(result.xml);
      notifySuccess(
        'Sitemap gerado',
        result.source === 'function'
          ? 'O arquivo sitemap.xml foi gerado pela função e baixado.'
          : `A função falhou (${result.functionError}); o sitemap.xml foi gerado localmente e baixado.`,
      );
    } catch (error) {
      notifyError('Erro ao gerar sitemap', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const addresses = [
    { label: 'Sitemap', path: '/sitemap.xml' },
    { label: 'Sitemap de notícias (Google News, últimas 48 h)', path: '/news-sitemap.xml' },
    { label: 'Feed RSS', path: '/rss.xml' },
    { label: 'robots.txt', path: '/robots.txt' },
  ];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Endereço público do sitemap
        </Title>
        <Table>
          <Table.Tbody>
            {addresses.map((a) => (
              <Table.Tr key={a.path}>
                <Table.Td>{a.label}</Table.Td>
                <Table.Td>
                  <Anchor href={`${base}${a.path}`} target="_blank" rel="noopener noreferrer">
                    {`${base}${a.path}`}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="gray.7" mt="sm">
          O sitemap é gerado a cada pedido a partir dos artigos publicados e fica em cache por 1 hora.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Gerar sitemap manualmente
        </Title>
        <Text size="sm" mb="md">
          Baixa o sitemap.xml atual. Se a função não responder, o sitemap é gerado aqui mesmo a partir dos artigos
          publicados.
        </Text>
        <Button onClick={() => void generate()} disabled={busy}>
          {busy ? 'Gerando...' : 'Gerar Sitemap'}
        </Button>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Enviar ao Google Search Console
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>Acesse o Google Search Console e selecione a propriedade do site.</List.Item>
          <List.Item>No menu lateral, abra “Sitemaps”.</List.Item>
          <List.Item>Em “Adicionar um novo sitemap”, informe sitemap.xml e clique em “Enviar”.</List.Item>
          <List.Item>Repita com news-sitemap.xml para o Google Notícias.</List.Item>
          <List.Item>Acompanhe o status: o Google relê o sitemap periodicamente.</List.Item>
        </List>
      </Paper>
    </Stack>
  );
}

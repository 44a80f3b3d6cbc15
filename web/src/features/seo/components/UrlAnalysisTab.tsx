// 'Análise de URLs': published articles that need SEO attention, each with a link to fix it.
import { Alert, Anchor, Button, List, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { analyseUrls } from '../lib/url-analysis';
import { ANALYSIS_MAX_ARTICLES, urlAnalysisOptions } from '../queries';
import { ADMIN_PATHS } from '@pauta/model';

export function UrlAnalysisTab() {
  const articles = useQuery(urlAnalysisOptions());
  if (articles.isError) {
    return (
      <Alert color="red" variant="light" title="Erro">
        Não foi possível carregar os artigos
      </Alert>
    );
  }
  if (!articles.data) return <Skeleton height={200} />;
  const issues = analyseUrls(articles.data);
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Recomendado: título de 30 a 60 caracteres e descrição de 120 a 160, com resumo e imagem. Analisados os{' '}
        {Math.min(articles.data.length, ANALYSIS_MAX_ARTICLES)} artigos publicados mais recentes.
      </Text>
      {issues.length === 0 ? (
        <Alert color="green" variant="light">
          Nenhum problema encontrado nas URLs publicadas.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label="Análise de URLs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Artigo</Table.Th>
                <Table.Th>Problemas</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.map((r) => (
                <Table.Tr key={r.article.id}>
                  <Table.Td>
                    <Text fw={600}>{r.article.title}</Text>
                    <Anchor href={r.path} target="_blank" rel="noopener noreferrer" size="sm">
                      {r.path}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <List size="sm">
                      {r.problems.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                  <Table.Td>
                    <Button component={Link} to={ADMIN_PATHS.editArticle(r.article.id)} size="xs" variant="light">
                      Corrigir
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

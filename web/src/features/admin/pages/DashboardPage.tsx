// /admin/dashboard: three counters (published, drafts, all), 'Aguardando revisão' and 'Artigos
// Recentes' (the five newest); the statistics cards for editors and admins. A contributor's
// dashboard counts and lists their own articles.
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { formatAdminDate } from '../../../lib/dayjs';
import { authorScopeFor, ReviewBadge, ReviewQueueCard, StatusBadge } from '../../articles-admin';
import { DashboardStatsCards } from '../../statistics';
import { useSession } from '../../auth';
import { dashboardCountsOptions, recentArticlesOptions } from '../queries';
import { ADMIN_PATHS } from '@pauta/model';

export function DashboardPage() {
  usePageMeta({ title: 'Dashboard · Painel Admin', noindex: true });
  const session = useSession();
  const author = authorScopeFor(session.role, session.user?.id ?? null);
  const counts = useQuery(dashboardCountsOptions(author));
  const recent = useQuery(recentArticlesOptions(author));

  const counters = [
    { label: 'Artigos Publicados', value: counts.data?.published },
    { label: 'Rascunhos', value: counts.data?.draft },
    { label: 'Total de Artigos', value: counts.data?.all },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {(counts.isError || recent.isError) && (
        <Alert color="red" variant="light">
          Não foi possível carregar os artigos
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {counters.map((c) => (
          <Paper key={c.label} withBorder radius="md" p="lg" aria-label={c.label}>
            <Text size="sm" c="gray.7" fw={600}>
              {c.label}
            </Text>
            {c.value === undefined ? (
              <Skeleton height={34} width={60} mt={6} />
            ) : (
              <Text fz={32} fw={700} data-testid={`counter-${c.label}`}>
                {c.value}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <ReviewQueueCard author={author} />
      {author === null && <DashboardStatsCards />}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" mb="md">
          Artigos Recentes
        </Title>
        {recent.isPending ? (
          <Stack gap="xs">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : !recent.data?.length ? (
          <Text c="gray.7">Nenhum artigo encontrado</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Título</Table.Th>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recent.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Anchor component={Link} to={ADMIN_PATHS.editArticle(a.id)}>
                        {a.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatAdminDate(a.createdAt)}</Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start" miw={140}>
                        <StatusBadge status={a.status} />
                        <ReviewBadge state={a.review} />
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}

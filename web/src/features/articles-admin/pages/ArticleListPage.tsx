// /admin/articles: 'Limpar Cache', 'Novo Artigo', tabs with count() totals ('Em revisão': awaiting
// review), cursor pages of 20, title search, who is editing each article, 'Editar' and 'Excluir'
// (one atomic batch). A contributor sees their own articles only, and neither who is editing nor
// 'Excluir' (editors and admins delete).
import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { TabCount } from '../../../components/TabCount';
import { invalidateArticleQueries } from '../../../lib/query-client';
import { ADMIN_DATE_FORMAT, dayjs } from '../../../lib/dayjs';
import type { AdminArticleRow, StatusFilter } from '../api/list-articles';
import { deleteArticle } from '../api/article-repository';
import { errorCode, serviceErrorMessage } from '../../../lib/service-error';
import { NotSignedInError } from '../api/commit-plan';
import { adminKeys, articlePagesOptions, statusCountsOptions, titleSearchOptions } from '../queries';
import { LeasesWatcher } from '../components/LockListeners';
import type { Lease } from '../api/locks';
import { useSession } from '../../auth';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { StatusBadge } from '../components/StatusBadge';
import { DeleteArticleModal } from '../components/DeleteArticleModal';
import { ReviewBadge } from '../components/ReviewBadge';
import { useAuthorScope } from '../hooks/use-author-scope';
import { LIST_TABS, paramOfTab, tabFromParam } from '../lib/list-tabs';
import { ADMIN_TAB_PARAM, categoryLabel } from '@pauta/model';

/** Whether a row belongs under a tab (a title search filters its matches by the tab). */
const inTab = (row: AdminArticleRow, tab: StatusFilter) =>
  tab === 'all' || (tab === 'review' ? row.review === 'requested' : row.status === tab);

export function ArticleListPage() {
  usePageMeta({ title: 'Notícias · Painel Admin', noindex: true });
  const queryClient = useQueryClient();
  const session = useSession();
  const author = useAuthorScope();
  const staff = author === null;
  const [leases, setLeases] = useState<Map<string, Lease>>(() => new Map());
  const [params, setParams] = useSearchParams();
  const status = tabFromParam(params.get(ADMIN_TAB_PARAM));
  const setStatus = (tab: StatusFilter) =>
    setParams(tab === 'all' ? {} : { [ADMIN_TAB_PARAM]: paramOfTab(tab) }, { replace: true });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const pages = useInfiniteQuery(articlePagesOptions(status, author));
  const counts = useQuery(statusCountsOptions(author));
  const found = useQuery(titleSearchOptions(term, author));
  const [refreshing, setRefreshing] = useState(false);
  const [confirming, setConfirming] = useState<AdminArticleRow | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const rows: AdminArticleRow[] = term
    ? (found.data ?? []).filter((r) => inTab(r, status))
    : (pages.data?.pages.flatMap((p) => p.rows) ?? []);
  const loading = term ? found.isPending : pages.isPending;

  async function clearCache() {
    setRefreshing(true);
    try {
      await Promise.all([
        invalidateArticleQueries(queryClient),
        queryClient.resetQueries({ queryKey: adminKeys.articles }),
      ]);
      notifySuccess('Cache limpo', 'Lista de artigos atualizada com sucesso');
    } finally {
      setRefreshing(false);
    }
  }

  async function confirmDelete() {
    const article = confirming;
    if (!article) return;
    setDeletingId(article.id);
    setDeleteError(null);
    try {
      await deleteArticle(article.id, article.slug, session.user?.id ?? '');
      notifySuccess('Sucesso', `Artigo "${article.title}" excluído com sucesso`);
      setConfirming(null);
      await Promise.all([
        invalidateArticleQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]);
    } catch (error) {
      console.error('Falha ao excluir o artigo', error);
      if (error instanceof NotSignedInError || errorCode(error)) {
        // The service's failure says why; the still-open confirmation that the article is still there.
        notifyError(
          'Erro',
          error instanceof NotSignedInError ? error.message : serviceErrorMessage(error, 'excluir artigo'),
        );
        setDeleteError('Não foi possível excluir o artigo. Verifique os logs do console.');
      } else {
        notifyError('Erro', 'Erro inesperado durante a exclusão do artigo');
      }
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <Stack gap="lg">
      {staff && <LeasesWatcher onChange={setLeases} />}
      <Group justify="space-between">
        <Title order={1} size="h2">
          Artigos
        </Title>
        <Group>
          <Button variant="default" onClick={clearCache} disabled={refreshing}>
            {refreshing ? 'Atualizando...' : 'Limpar Cache'}
          </Button>
          <Button component={Link} to="/admin/articles/new">
            Novo Artigo
          </Button>
        </Group>
      </Group>

      {!staff && <Text c="gray.7">Você vê aqui os artigos que escreveu.</Text>}

      <TextInput
        label="Buscar por título"
        description="Mostra os artigos cujo título começa com o texto digitado"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        type="search"
        maw={420}
      />

      <Tabs value={status} onChange={(v) => setStatus((v as StatusFilter) ?? 'all')}>
        <Tabs.List>
          {LIST_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} rightSection={<TabCount count={counts.data?.[tab.value]} />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {(pages.isError || counts.isError || found.isError) && (
        <Alert color="red" variant="light" title="Erro">
          Não foi possível carregar os artigos
        </Alert>
      )}

      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Título</Table.Th>
                <Table.Th>Categoria</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading &&
                Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={`s${i}`}>
                    <Table.Td colSpan={5}>
                      <Skeleton height={24} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {!loading && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="gray.7">Nenhum artigo encontrado</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="article-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/articles/edit/${row.id}`} fw={600}>
                      {row.title}
                    </Anchor>
                    {leases.get(row.id) && (
                      <Text size="xs" c="#7c2d12" data-testid="row-lease">
                        {`${leases.get(row.id)!.holderName} está editando`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.category ? categoryLabel(row.category) : '-'}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start" miw={140}>
                      <StatusBadge status={row.status} />
                      <ReviewBadge state={row.review} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>{row.createdAt ? dayjs(row.createdAt).format(ADMIN_DATE_FORMAT) : '-'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" component={Link} to={`/admin/articles/edit/${row.id}`}>
                        Editar
                      </Button>
                      {staff && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => {
                            setDeleteError(null);
                            setConfirming(row);
                          }}
                          disabled={deletingId !== null}
                        >
                          {deletingId === row.id ? 'Excluindo...' : 'Excluir'}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {!term && pages.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            Carregar mais artigos
          </Button>
        </Group>
      )}

      <DeleteArticleModal
        title={confirming?.title ?? null}
        busy={deletingId !== null}
        error={deleteError}
        onCancel={() => deletingId === null && setConfirming(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}

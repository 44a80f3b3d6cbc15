// /admin/generated-posts ('Posts Gerados'): the pautas saved from the news search, by status
// ('Novas', 'Em produção', 'Descartadas', with counts), newest first, 20 at a time. Each can be
// given a person responsible, made into an article ('Criar Artigo': the editor opens prefilled and
// the article's first save links the two) and discarded, with 'Desfazer'. Pautas sharing a source
// link are flagged. Editors and admins only.
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ADMIN_PATHS,
  ADMIN_TAB_PARAM,
  GENERATED_POST_STATUSES,
  GENERATED_POST_TABS,
  type GeneratedPostStatus,
} from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { TabCount } from '../../../components/TabCount';
import { PautaCard } from '../components/PautaCard';
import { usePautaActions } from '../hooks/use-pauta-actions';
import { assigneesOptions, pautaCountsOptions, pautaPagesOptions, sourceCountsOptions } from '../queries';

const TAB_LABELS: Record<GeneratedPostStatus, string> = {
  new: 'Novas',
  'in-production': 'Em produção',
  discarded: 'Descartadas',
};

const EMPTY_TEXTS: Record<GeneratedPostStatus, string> = {
  new: 'Nenhuma pauta nova.',
  'in-production': 'Nenhuma pauta em produção.',
  discarded: 'Nenhuma pauta descartada.',
};

const statusFromParam = (value: string | null): GeneratedPostStatus =>
  GENERATED_POST_STATUSES.find((s) => GENERATED_POST_TABS[s] === value) ?? 'new';

export function GeneratedPostsPage() {
  usePageMeta({ title: 'Posts Gerados · Painel Admin', noindex: true });
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get(ADMIN_TAB_PARAM));
  const pages = useInfiniteQuery(pautaPagesOptions(status));
  const counts = useQuery(pautaCountsOptions());
  const assignees = useQuery(assigneesOptions());
  const pautas = pages.data?.pages.flatMap((p) => p.pautas) ?? [];
  const sources = useQuery(sourceCountsOptions(pautas.map((p) => p.sourceKey)));
  const actions = usePautaActions();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Posts Gerados
        </Title>
        <Text c="gray.7">
          Pautas salvas em Tendências: escolha quem cuida de cada uma, transforme-as em artigos ou descarte as que não
          seguem.
        </Text>
      </Stack>

      {actions.lastDiscard && (
        <Alert
          color="gray"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel="Fechar aviso"
          onClose={actions.dismissUndo}
        >
          <Group justify="space-between" wrap="nowrap" pr="md">
            <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
              {`Pauta “${actions.lastDiscard.pauta.headline}” descartada.`}
            </Text>
            <Button
              style={{ flexShrink: 0 }}
              size="xs"
              variant="default"
              onClick={() => actions.restore({ ...actions.lastDiscard!.pauta, version: actions.lastDiscard!.version })}
            >
              Desfazer
            </Button>
          </Group>
        </Alert>
      )}

      <Tabs
        value={status}
        onChange={(v) =>
          v && setParams({ [ADMIN_TAB_PARAM]: GENERATED_POST_TABS[v as GeneratedPostStatus] }, { replace: true })
        }
      >
        <Tabs.List>
          {GENERATED_POST_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s} rightSection={<TabCount count={counts.data?.[s]} />}>
              {TAB_LABELS[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {pages.isError || counts.isError ? (
        <LoadErrorAlert
          message="Não foi possível carregar as pautas."
          onRetry={() => {
            if (pages.isError) void pages.refetch();
            if (counts.isError) void counts.refetch();
          }}
        />
      ) : pages.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Carregando pautas">
          {Array.from({ length: 3 }, (_, i) => (
            <Paper key={i} withBorder radius="md" p="md" data-testid="pauta-skeleton">
              <Skeleton height={20} width="70%" mb={10} />
              <Skeleton height={12} width="40%" mb={8} />
              <Skeleton height={28} width="50%" />
            </Paper>
          ))}
        </Stack>
      ) : pautas.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>{EMPTY_TEXTS[status]}</Text>
          {status === 'new' && (
            <Text c="gray.7" size="sm" mt={4}>
              Em{' '}
              <Anchor component={Link} to={ADMIN_PATHS.trends}>
                Tendências
              </Anchor>
              , gere o conteúdo de uma manchete e use “Salvar como pauta”.
            </Text>
          )}
        </Paper>
      ) : (
        <Stack gap="md">
          {pautas.map((pauta) => (
            <PautaCard
              key={pauta.id}
              pauta={pauta}
              sameSource={sources.data?.[pauta.sourceKey] ?? 1}
              assignees={assignees.data}
              busy={actions.pendingId === pauta.id}
              onAssign={(person) => actions.assign(pauta, person)}
              onDiscard={() => actions.discard(pauta)}
              onRestore={() => actions.restore(pauta)}
            />
          ))}
          {pages.hasNextPage && (
            <Group justify="center">
              <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
                Carregar mais pautas
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

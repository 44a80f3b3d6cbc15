// /admin/settings/newsletter: the 'Newsletter' tab of 'Configurações'. Counts of subscribers by
// status, the last digests with their recipients and failures; admins also send the digest now and
// export the confirmed addresses as CSV (the newsletterAdmin function enforces both).
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE, type DigestSummary, type NewsletterStatus } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { SettingsTabs } from '../../../components/layout/SettingsTabs';
import { downloadFile } from '../../../lib/download-file';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth';
import { exportConfirmedCsv, fetchNewsletterOverview, sendDigestNow } from '../api/newsletter-admin';
import { newsletterKeys } from '../queries';

const COUNT_LABELS: { status: NewsletterStatus; label: string }[] = [
  { status: 'pending', label: 'Pendentes' },
  { status: 'confirmed', label: 'Confirmados' },
  { status: 'unsubscribed', label: 'Cancelados' },
];

const STATUS_LABELS: Record<DigestSummary['status'], string> = {
  sending: 'Enviando',
  sent: 'Enviado',
  empty: 'Nada novo',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'erro desconhecido');

export function NewsletterAdminPage() {
  usePageMeta({ title: 'Newsletter · Configurações · Painel Admin', noindex: true });
  const session = useSession();
  const isAdmin = session.role === ROLE.admin;
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: newsletterKeys.overview(),
    queryFn: fetchNewsletterOverview,
    staleTime: 0,
    refetchOnMount: 'always',
  });

  const send = useMutation({
    mutationFn: sendDigestNow,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: newsletterKeys.overview() });
      if (result.status === 'empty')
        notifyInfo('Nada novo para enviar', 'Nenhum artigo publicado desde o último resumo; nenhum email foi enviado.');
      else
        notifySuccess(
          'Resumo enviado',
          `${result.sent} email(s) enviado(s) com ${result.articleCount} artigo(s)${result.failed ? `; ${result.failed} falha(s)` : ''}.`,
        );
    },
    onError: (error) => notifyError('Erro', `Não foi possível enviar o resumo: ${errorText(error)}`),
  });

  const exportCsv = useMutation({
    mutationFn: exportConfirmedCsv,
    onSuccess: (result) => {
      // A BOM, so spreadsheet programs read the file as UTF-8.
      downloadFile(result.filename, ['\uFEFF', result.csv], 'text/csv;charset=utf-8');
      notifySuccess('Exportação concluída', `${result.count} endereço(s) confirmado(s) exportado(s).`);
    },
    onError: (error) => notifyError('Erro', `Não foi possível exportar: ${errorText(error)}`),
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Configurações
      </Title>
      <SettingsTabs />
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          Newsletter
        </Title>
        <Text size="sm" c="gray.7" mb="md">
          O resumo diário sai às 07h00 (horário de Brasília) para os inscritos confirmados, com os artigos publicados
          nas últimas 24 horas. Sem artigos novos, nada é enviado.
        </Text>
        {overview.isError ? (
          <Alert color="red" variant="light" title="Erro">
            Não foi possível carregar a newsletter: {errorText(overview.error)}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {COUNT_LABELS.map(({ status, label }) => (
              <Paper key={status} withBorder radius="md" p="md" aria-label={label}>
                <Text size="sm" c="gray.7">
                  {label}
                </Text>
                {overview.data ? (
                  <Text fz={28} fw={700} data-testid={`newsletter-count-${status}`}>
                    {overview.data.counts[status]}
                  </Text>
                ) : (
                  <Skeleton height={36} mt={4} width={60} />
                )}
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {isAdmin ? (
          <Group mt="lg">
            <Button loading={send.isPending} onClick={() => send.mutate()}>
              Enviar resumo agora
            </Button>
            <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
              Exportar CSV
            </Button>
          </Group>
        ) : (
          <Alert color="blue" variant="light" mt="lg">
            Somente administradores podem enviar o resumo e exportar os inscritos.
          </Alert>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          Últimos envios
        </Title>
        {overview.isPending ? (
          <Skeleton height={120} />
        ) : overview.data && overview.data.digests.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Artigos</Table.Th>
                  <Table.Th>Destinatários</Table.Th>
                  <Table.Th>Falhas</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {overview.data.digests.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.createdAt ? dateTime.format(new Date(d.createdAt)) : '—'}</Table.Td>
                    <Table.Td>{d.trigger === 'schedule' ? 'Agendado' : 'Manual'}</Table.Td>
                    <Table.Td>{d.articleCount}</Table.Td>
                    <Table.Td>{d.sent}</Table.Td>
                    <Table.Td>{d.failed}</Table.Td>
                    <Table.Td>{STATUS_LABELS[d.status]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : overview.data ? (
          <Text c="gray.7">Nenhum resumo enviado ainda.</Text>
        ) : null}
      </Paper>
    </Stack>
  );
}

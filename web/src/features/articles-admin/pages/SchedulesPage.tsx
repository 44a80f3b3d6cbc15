// /admin/schedules: what goes out next (with 'Editar', 'Reagendar', 'Cancelar agendamento' and the
// 'Atrasado' badge) and the latest publications by schedule with how late each was. Times are
// Brasília's; both lists refresh themselves every few seconds.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth';
import { changeSchedule } from '../api/article-repository';
import { VersionConflictError } from '../api/article-writes';
import { errorCode } from '../../../lib/service-error';
import type { ScheduledRow } from '../api/schedules';
import { CancelScheduleModal } from '../components/CancelScheduleModal';
import { PublishedByScheduleTable } from '../components/PublishedByScheduleTable';
import { RescheduleModal } from '../components/RescheduleModal';
import { scheduledMessage } from '../lib/schedule-display';
import { ScheduledTable } from '../components/ScheduledTable';
import { useNow } from '../hooks/use-now';
import { adminKeys, publishedByScheduleOptions, scheduledOptions } from '../queries';

function changeErrorMessage(error: unknown): string {
  if (error instanceof VersionConflictError)
    return `O artigo foi alterado por ${error.savedByName ?? 'outra pessoa'}. A lista foi atualizada: tente de novo.`;
  if (errorCode(error) === 'permission-denied') return 'Você não tem permissão para alterar este agendamento.';
  if (errorCode(error) === 'unavailable')
    return 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
  return 'Não foi possível alterar o agendamento. Tente novamente.';
}

export function SchedulesPage() {
  usePageMeta({ title: 'Agendamentos · Painel Admin', noindex: true });
  const session = useSession();
  const queryClient = useQueryClient();
  const scheduled = useQuery(scheduledOptions());
  const published = useQuery(publishedByScheduleOptions());
  const now = useNow(5_000);
  const [rescheduling, setRescheduling] = useState<ScheduledRow | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function apply(row: ScheduledRow, at: number | null) {
    const user = session.user;
    if (!user) return;
    setBusyId(row.id);
    try {
      await changeSchedule({ id: row.id, baseVersion: row.version, at, author: { uid: user.id, name: user.name } });
      if (at === null) notifySuccess('Agendamento cancelado', `"${row.title}" voltou a ser um rascunho.`);
      else notifySuccess('Agendamento alterado', scheduledMessage(at));
      setRescheduling(null);
      setCancelling(null);
    } catch (error) {
      console.error('Falha ao alterar o agendamento', error);
      notifyError('Erro', changeErrorMessage(error));
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Agendamentos
          </Title>
          <Text c="gray.7" size="sm">
            Horários de Brasília. Um artigo agendado fica público em até 1 minuto depois do horário marcado.
          </Text>
        </div>
        <Button component={Link} to={ADMIN_PATHS.newArticle}>
          Novo Artigo
        </Button>
      </Group>

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          Próximas publicações
        </Title>
        {scheduled.isError ? (
          <LoadErrorAlert
            message="Não foi possível carregar os agendamentos."
            onRetry={() => void scheduled.refetch()}
          />
        ) : (
          <ScheduledTable
            rows={scheduled.data}
            now={now}
            busyId={busyId}
            onReschedule={setRescheduling}
            onCancel={setCancelling}
          />
        )}
      </Paper>

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4">
          Publicados por agendamento
        </Title>
        <Text c="gray.7" size="sm" mb="sm">
          Os últimos 20, com o atraso de cada um em relação ao horário marcado.
        </Text>
        {published.isError ? (
          <LoadErrorAlert
            message="Não foi possível carregar as publicações."
            onRetry={() => void published.refetch()}
          />
        ) : (
          <PublishedByScheduleTable rows={published.data} />
        )}
      </Paper>

      <RescheduleModal
        article={rescheduling}
        busy={busyId !== null}
        onCancel={() => busyId === null && setRescheduling(null)}
        onConfirm={(at) => rescheduling && void apply(rescheduling, at)}
      />
      <CancelScheduleModal
        title={cancelling?.title ?? null}
        busy={busyId !== null}
        onCancel={() => busyId === null && setCancelling(null)}
        onConfirm={() => cancelling && void apply(cancelling, null)}
      />
    </Stack>
  );
}

// 'Próximas publicações': scheduled articles, soonest first, with 'Atrasado' on any more than two
// minutes past its time and still not public.
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS, categoryLabel } from '@pauta/model';
import { TableStateRows } from './TableStateRows';
import type { ScheduledRow } from '../api/schedules';
import { formatWhen, scheduleState } from '../lib/schedule-display';

interface Props {
  rows: ScheduledRow[] | undefined;
  now: number;
  busyId: string | null;
  onReschedule(row: ScheduledRow): void;
  onCancel(row: ScheduledRow): void;
}

function When({ row, now }: { row: ScheduledRow; now: number }) {
  const state = scheduleState(row.scheduledFor, now);
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatWhen(row.scheduledFor)}
      </Text>
      {state === 'late' && (
        <Badge color="red" variant="filled" tt="none" data-testid="late-badge">
          Atrasado
        </Badge>
      )}
      {state === 'due' && (
        <Badge color="gray" variant="light" tt="none" styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}>
          Publicando
        </Badge>
      )}
    </Stack>
  );
}

export function ScheduledTable({ rows, now, busyId, onReschedule, onCancel }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Próximas publicações">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Agendado para</Table.Th>
            <Table.Th>Título</Table.Th>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>Autor</Table.Th>
            <Table.Th>Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows
            rows={rows}
            columns={5}
            empty={"Nenhum artigo agendado. No editor, escolha o status 'Agendado' e o horário de publicação."}
          />
          {rows?.map((row) => (
            <Table.Tr key={row.id} data-testid="scheduled-row">
              <Table.Td>
                <When row={row} now={now} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={ADMIN_PATHS.editArticle(row.id)} fw={600}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.category ? categoryLabel(row.category) : '-'}</Table.Td>
              <Table.Td>{row.authorName || '-'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" component={Link} to={ADMIN_PATHS.editArticle(row.id)}>
                    Editar
                  </Button>
                  <Button size="xs" variant="light" onClick={() => onReschedule(row)} disabled={busyId !== null}>
                    Reagendar
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onCancel(row)}
                    disabled={busyId !== null}
                  >
                    Cancelar agendamento
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

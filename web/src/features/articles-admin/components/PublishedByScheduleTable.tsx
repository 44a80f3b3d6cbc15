// 'Publicados por agendamento': the latest publications by schedule and how late each went out.
import { Anchor, Table, Text } from '@mantine/core';
import { articlePath, categoryLabel } from '@pauta/model';
import { TableStateRows } from './TableStateRows';
import type { PublishedRow } from '../api/schedules';
import { brokePromise, formatLateness, formatWhen } from '../lib/schedule-display';

export function PublishedByScheduleTable({ rows }: { rows: PublishedRow[] | undefined }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Publicados por agendamento">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Agendado para</Table.Th>
            <Table.Th>Publicado em</Table.Th>
            <Table.Th>Atraso</Table.Th>
            <Table.Th>Título</Table.Th>
            <Table.Th>Categoria</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStateRows rows={rows} columns={5} empty="Nenhum artigo foi publicado por agendamento ainda." />
          {rows?.map((row) => (
            <Table.Tr key={row.id} data-testid="published-row">
              <Table.Td>{formatWhen(row.scheduledFor)}</Table.Td>
              <Table.Td>{formatWhen(row.publishedAt)}</Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  fw={brokePromise(row.lateMs) ? 700 : 400}
                  c={brokePromise(row.lateMs) ? 'red.9' : undefined}
                >
                  {formatLateness(row.lateMs)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor href={articlePath({ id: row.articleId, slug: row.slug })} target="_blank" fw={600}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.category ? categoryLabel(row.category) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The rows a table shows before it has rows to show: skeletons while loading, one line when empty.
import { Skeleton, Table, Text } from '@mantine/core';

interface Props {
  /** undefined while loading. */
  rows: readonly unknown[] | undefined;
  columns: number;
  empty: string;
}

export function TableStateRows({ rows, columns, empty }: Props) {
  if (!rows)
    return Array.from({ length: 3 }, (_, i) => (
      <Table.Tr key={`s${i}`}>
        <Table.Td colSpan={columns}>
          <Skeleton height={24} />
        </Table.Td>
      </Table.Tr>
    ));
  if (rows.length > 0) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="gray.7">{empty}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

// The period's articles: 'Artigo', 'Visualizações', 'Visitantes únicos', 'Origem principal',
// sortable by any column (click the header; again to reverse). A title opens the article's curve.
import { useMemo, useState } from 'react';
import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SOURCE_LABELS, type TrafficSource } from '@pauta/model';
import { formatCount } from './charts';

export interface TableRow {
  articleId: string;
  title: string;
  views: number;
  uniques: number;
  topSource: TrafficSource | null;
}

type Column = 'title' | 'views' | 'uniques' | 'topSource';
const COLUMNS: { key: Column; label: string; numeric?: boolean }[] = [
  { key: 'title', label: 'Artigo' },
  { key: 'views', label: 'Visualizações', numeric: true },
  { key: 'uniques', label: 'Visitantes únicos', numeric: true },
  { key: 'topSource', label: 'Origem principal' },
];

const sourceLabel = (s: TrafficSource | null) => (s ? SOURCE_LABELS[s] : '-');

function compare(a: TableRow, b: TableRow, column: Column): number {
  if (column === 'views' || column === 'uniques') return a[column] - b[column];
  const text = (r: TableRow) => (column === 'title' ? r.title : sourceLabel(r.topSource));
  return text(a).localeCompare(text(b), 'pt-BR');
}

export function ArticlesTable({ rows }: { rows: TableRow[] }) {
  const [sort, setSort] = useState<{ column: Column; desc: boolean }>({ column: 'views', desc: true });
  const sorted = useMemo(
    () => [...rows].sort((a, b) => compare(a, b, sort.column) * (sort.desc ? -1 : 1) || b.views - a.views),
    [rows, sort],
  );
  if (!rows.length) return <Text c="gray.7">Nenhuma visualização de artigo no período.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => {
              const active = sort.column === c.key;
              return (
                <Table.Th
                  key={c.key}
                  ta={c.numeric ? 'right' : undefined}
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                >
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    onClick={() =>
                      setSort((s) => ({ column: c.key, desc: s.column === c.key ? !s.desc : c.numeric === true }))
                    }
                  >
                    {c.label} {active ? (sort.desc ? '↓' : '↑') : ''}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.articleId} data-testid={`stats-row-${row.articleId}`}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/statistics/articles/${row.articleId}`}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" data-column="Visualizações">
                {formatCount(row.views)}
              </Table.Td>
              <Table.Td ta="right" data-column="Visitantes únicos">
                {formatCount(row.uniques)}
              </Table.Td>
              <Table.Td>{sourceLabel(row.topSource)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// /admin/statistics ('Estatísticas de Visualização'): a period (Hoje, 7 dias, 30 dias), its totals,
// views per hour (today) or per day, and the articles read in it.
import { useState } from 'react';
import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '../../../components/head';
import { ArticlesTable } from '../components/ArticlesTable';
import { formatCount, shortDay } from '../components/charts';
import { LoadError, Panel } from '../components/Panel';
import { DemoDataNote } from '../components/DemoDataNote';
import { StatCard } from '../components/StatCard';
import { articleTableOptions, PERIOD_LABELS, siteSummaryOptions, type Period } from '../queries';

const PERIODS = (Object.keys(PERIOD_LABELS) as Period[]).map((value) => ({ value, label: PERIOD_LABELS[value] }));

export function StatisticsPage() {
  usePageMeta({ title: 'Estatísticas de Visualização · Painel Admin', noindex: true });
  const [period, setPeriod] = useState<Period>('hoje');
  const site = useQuery(siteSummaryOptions(period));
  const table = useQuery(articleTableOptions(period));
  const today = period === 'hoje';
  const chart = today
    ? site.data?.byHour.map((h) => ({ label: `${h.hour}h`, Visualizações: h.views }))
    : site.data?.byDay.map((d) => ({ label: shortDay(d.day), Visualizações: d.views }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          Estatísticas de Visualização
        </Title>
        <SegmentedControl
          aria-label="Período"
          data={PERIODS}
          value={period}
          onChange={(value) => setPeriod(value as Period)}
        />
      </Group>
      {(site.isError || table.isError) && <LoadError />}
      {site.data?.demo && <DemoDataNote />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StatCard label="Visualizações" value={site.data?.views} />
        <StatCard
          label="Visitantes únicos"
          value={site.data?.uniques}
          hint={today ? undefined : 'Soma dos visitantes únicos de cada dia'}
        />
      </SimpleGrid>
      <Panel title={today ? 'Visualizações por hora' : 'Visualizações por dia'}>
        {chart ? (
          <LineChart
            h={260}
            data={chart}
            dataKey="label"
            series={[{ name: 'Visualizações', color: 'blue.7' }]}
            curveType="monotone"
            withDots={false}
            valueFormatter={formatCount}
          />
        ) : (
          <Skeleton height={260} />
        )}
      </Panel>
      <Panel title="Artigos">
        {table.data ? (
          <ArticlesTable rows={table.data} />
        ) : table.isError ? (
          <Text c="gray.7">—</Text>
        ) : (
          <Stack gap="xs">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}

// /admin/visitors ('Visitantes'): readers now, unique visitors per day, where visitors came from,
// their devices and registered readers' sign-ups per day (last 30 days).
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_CLASSES, DEVICE_LABELS, SOURCE_LABELS, TRAFFIC_SOURCES } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { formatCount, shortDay } from '../components/charts';
import { LoadError, Panel } from '../components/Panel';
import { DemoDataNote } from '../components/DemoDataNote';
import { LiveReadersCard } from '../components/LiveReadersCard';
import { SharesList } from '../components/SharesList';
import { StatCard } from '../components/StatCard';
import { signupsOptions, siteSummaryOptions } from '../queries';

export function VisitorsPage() {
  usePageMeta({ title: 'Visitantes · Painel Admin', noindex: true });
  const month = useQuery(siteSummaryOptions('30d'));
  const signups = useQuery(signupsOptions());
  const data = month.data;
  const todayUniques = data?.byDay.at(-1)?.uniques;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Visitantes
      </Title>
      {(month.isError || signups.isError) && <LoadError />}
      {data?.demo && <DemoDataNote />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LiveReadersCard />
        <StatCard label="Visitantes únicos hoje" value={todayUniques} />
      </SimpleGrid>
      <Panel
        title="Visitantes únicos"
        description={
          <>
            Por dia, nos últimos 30 dias. Quem pede para não ser rastreado (DNT/GPC) conta como visualização, não como
            visitante.
          </>
        }
      >
        {data ? (
          <LineChart
            h={240}
            data={data.byDay.map((d) => ({ dia: shortDay(d.day), 'Visitantes únicos': d.uniques }))}
            dataKey="dia"
            series={[{ name: 'Visitantes únicos', color: 'teal.7' }]}
            curveType="monotone"
            withDots={false}
            valueFormatter={formatCount}
          />
        ) : (
          <Skeleton height={240} />
        )}
      </Panel>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title="Origens">
          {data ? (
            <SharesList
              items={TRAFFIC_SOURCES.map((s) => ({ label: SOURCE_LABELS[s], value: data.visitorSources[s] }))}
              empty="Nenhum visitante nos últimos 30 dias."
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Panel>
        <Panel title="Dispositivos">
          {data ? (
            <SharesList
              items={DEVICE_CLASSES.map((d) => ({ label: DEVICE_LABELS[d], value: data.visitorDevices[d] }))}
              empty="Nenhum visitante nos últimos 30 dias."
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Panel>
      </SimpleGrid>
      <Panel title="Cadastros de leitores por dia">
        {signups.data ? (
          <BarChart
            h={200}
            data={signups.data.map((d) => ({ dia: shortDay(d.day), Cadastros: d.signups }))}
            dataKey="dia"
            series={[{ name: 'Cadastros', color: 'grape.7' }]}
            valueFormatter={formatCount}
          />
        ) : (
          <Skeleton height={200} />
        )}
      </Panel>
    </Stack>
  );
}

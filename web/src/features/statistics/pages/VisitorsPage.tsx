// /admin/visitors ('Visitantes'): readers now, unique visitors per day, where visitors came from,
// their devices and registered readers' sign-ups per day (last 30 days).
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import { useQuery } from '@tanstack/react-query';
import { DEVICE_CLASSES, DEVICE_LABELS, SOURCE_LABELS, TRAFFIC_SOURCES } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { formatCount, shortDay } from '../components/charts';
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
      {(month.isError || signups.isError) && (
        <Alert color="red" variant="light">
          Não foi possível carregar as estatísticas
        </Alert>
      )}
      {data?.demo && <DemoDataNote />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LiveReadersCard />
        <StatCard label="Visitantes únicos hoje" value={todayUniques} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" mb="xs">
          Visitantes únicos
        </Title>
        <Text size="sm" c="gray.7" mb="md">
          Por dia, nos últimos 30 dias. Quem pede para não ser rastreado (DNT/GPC) conta como visualização, não como
          visitante.
        </Text>
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
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3" mb="md">
            Origens
          </Title>
          {data ? (
            <SharesList
              items={TRAFFIC_SOURCES.map((s) => ({ label: SOURCE_LABELS[s], value: data.visitorSources[s] }))}
              empty="Nenhum visitante nos últimos 30 dias."
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3" mb="md">
            Dispositivos
          </Title>
          {data ? (
            <SharesList
              items={DEVICE_CLASSES.map((d) => ({ label: DEVICE_LABELS[d], value: data.visitorDevices[d] }))}
              empty="Nenhum visitante nos últimos 30 dias."
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h3" mb="md">
          Cadastros de leitores por dia
        </Title>
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
      </Paper>
    </Stack>
  );
}

// The dashboard's two statistics cards: views today and readers now.
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { siteSummaryOptions } from '../queries';
import { LiveReadersCard } from './LiveReadersCard';
import { StatCard } from './StatCard';

export function DashboardStatsCards() {
  const today = useQuery(siteSummaryOptions('hoje'));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <StatCard label="Visualizações hoje" value={today.isError ? 0 : today.data?.views} />
      <LiveReadersCard />
    </SimpleGrid>
  );
}

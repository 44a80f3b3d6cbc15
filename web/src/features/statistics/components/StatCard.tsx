// A labelled number (skeleton while loading), as the dashboard's counters show theirs.
import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({ label, value, hint }: { label: string; value: number | undefined; hint?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" aria-label={label}>
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={34} width={60} mt={6} />
      ) : (
        <Text fz={32} fw={700} data-testid={`stat-${label}`}>
          {value.toLocaleString('pt-BR')}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

// A list of shares (label, count, percentage bar), largest first; zero rows hidden.
import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatCount } from './charts';

export function SharesList({ items, empty }: { items: { label: string; value: number }[]; empty: string }) {
  const total = items.reduce((n, i) => n + i.value, 0);
  const shown = items.filter((i) => i.value > 0).sort((a, b) => b.value - a.value);
  if (!total) return <Text c="gray.7">{empty}</Text>;
  return (
    <Stack gap="sm">
      {shown.map((item) => {
        const percent = Math.round((item.value / total) * 100);
        return (
          <div key={item.label} aria-label={item.label}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {item.label}
              </Text>
              <Text size="sm" c="gray.7">
                {formatCount(item.value)} ({percent}%)
              </Text>
            </Group>
            <Progress value={percent} aria-label={`${item.label}: ${percent}%`} />
          </div>
        );
      })}
    </Stack>
  );
}

import { Badge } from '@mantine/core';

/** How many items a tab holds ('…' while counting), in a grey that passes AA. */
export function TabCount({ count }: { count: number | undefined }) {
  return (
    <Badge size="sm" variant="light" color="gray" styles={{ label: { color: 'var(--mantine-color-gray-8)' } }}>
      {count ?? '…'}
    </Badge>
  );
}

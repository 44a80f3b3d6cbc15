import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center" role="status">
      <Stack gap="sm" align="center">
        <Text c="dimmed">{message}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

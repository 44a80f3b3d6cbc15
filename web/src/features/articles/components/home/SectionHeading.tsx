import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

export function SectionHeading({ id, children, action }: { id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg">
      <Title order={2} id={id}>
        {children}
      </Title>
      {action}
    </Group>
  );
}

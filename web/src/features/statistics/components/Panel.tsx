// A titled section of the statistics screens (optionally with a line of explanation).
import { Alert, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function Panel({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb={description ? 'xs' : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="gray.7" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** The screens' load error. */
export function LoadError() {
  return (
    <Alert color="red" variant="light">
      Não foi possível carregar as estatísticas
    </Alert>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';

/** A read that failed: says what could not be loaded and offers to try again. */
export function LoadErrorAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert color="red" variant="light" title="Erro">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Tentar novamente
        </Button>
      </Stack>
    </Alert>
  );
}

import { Container, Skeleton, Stack } from '@mantine/core';

/** Placeholder while a route's code loads. */
export function PageSkeleton() {
  return (
    <Container size="xl" py="xl" role="status" aria-busy="true" aria-label="Carregando">
      <Stack gap="md">
        <Skeleton height={36} width="50%" />
        <Skeleton height={18} width="80%" />
        <Skeleton height={240} />
      </Stack>
    </Container>
  );
}

import { Center, Loader } from '@mantine/core';

/** Shown while a lazy account/admin route loads on the first visit. */
export function RouteLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Carregando">
      <Loader />
    </Center>
  );
}

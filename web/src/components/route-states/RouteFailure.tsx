import { Container, Stack, Text, Title } from '@mantine/core';
import { ActionButton, LinkButton } from '../ui';

/** When a route fails to load (e.g. a chunk missing after a deploy). */
export function RouteFailure() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Algo deu errado</Title>
        <Text c="gray.7">Não foi possível carregar esta página. Tente novamente em instantes.</Text>
        <ActionButton onClick={() => window.location.reload()}>Recarregar</ActionButton>
        <LinkButton to="/" variant="subtle" reloadDocument>
          Voltar para a página inicial
        </LinkButton>
      </Stack>
    </Container>
  );
}

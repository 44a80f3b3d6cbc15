import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Shown when a route fails to load (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py={80} component="main" id="conteudo">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Algo deu errado</Title>
        <Text c="dimmed">Não foi possível carregar esta página. Tente novamente em instantes.</Text>
        {detail && <Text size="sm">{detail}</Text>}
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button component={Link} to="/" variant="subtle">
          Voltar para a página inicial
        </Button>
      </Stack>
    </Container>
  );
}

import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** When an account/admin route fails to load (e.g. a chunk missing after a deploy). */
export function RouteFailure() {
  return (
    <Container size="sm" py={80} component="main" id="conteudo">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Algo deu errado</Title>
        <Text c="gray.7">Não foi possível carregar esta página. Tente novamente em instantes.</Text>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
        <Button component={Link} to="/" variant="subtle">
          Voltar para a página inicial
        </Button>
      </Stack>
    </Container>
  );
}

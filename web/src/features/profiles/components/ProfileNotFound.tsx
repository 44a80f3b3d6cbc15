import { Anchor, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';

/** /visitante/{id} of an unknown profile (a 404). */
export function ProfileNotFound() {
  usePageMeta({ title: 'Perfil não encontrado.', noindex: true });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Perfil não encontrado.</Title>
        <Anchor component={Link} to="/">
          Voltar para a página inicial
        </Anchor>
      </Stack>
    </Container>
  );
}

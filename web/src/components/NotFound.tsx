import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from './head';

export function NotFoundPage() {
  usePageMeta({ title: 'Página não encontrada', noindex: true });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="pauta" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">A página que você procura não existe ou foi movida.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Voltar para a página inicial
        </Anchor>
      </Stack>
    </Container>
  );
}

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';

export function ArticleNotFound() {
  usePageMeta({ title: 'Artigo não encontrado', noindex: true });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Artigo não encontrado</Title>
        <Text c="dimmed">O artigo que você está procurando não existe ou foi removido.</Text>
        <Anchor component={Link} to="/" fw={600}>
          Voltar para a página inicial
        </Anchor>
      </Stack>
    </Container>
  );
}

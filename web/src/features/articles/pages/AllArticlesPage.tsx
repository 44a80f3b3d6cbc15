// /artigos: every published article, newest first, a page at a time (the list is an island).
import { Container, Stack, Text, Title } from '@mantine/core';
import { Island } from '../../../components/island';
import { usePageMeta } from '../../../components/head';

export function AllArticlesPage() {
  usePageMeta({
    title: 'Todos os artigos',
    description: 'Todos os artigos publicados no Pauta, dos mais recentes aos mais antigos.',
    canonical: '/artigos',
  });
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Todos os artigos</Title>
          <Text c="dimmed">Tudo o que já publicamos, dos mais recentes aos mais antigos.</Text>
        </div>
        <Island name="all-articles" />
      </Stack>
    </Container>
  );
}

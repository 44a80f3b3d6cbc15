// A static page (/sobre, /privacidade, /termos, /contato) from its shared content in
// @pauta/model/static-pages.
import { Container, Stack, Text, Title } from '@mantine/core';
import type { StaticPageContent } from '@pauta/model/static-pages';
import { usePageMeta } from '../../../components/head';
import './static.css';

export function StaticPage({ page }: { page: StaticPageContent }) {
  usePageMeta({ title: page.title, description: page.description, canonical: page.path });
  return (
    <Container size="md" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{page.title}</Title>
        <Text c="dimmed" size="lg">
          {page.description}
        </Text>
      </Stack>
      {/* Constant HTML of our own (never user input): see @pauta/model/static-pages. */}
      <div className="static-content" dangerouslySetInnerHTML={{ __html: page.html }} />
    </Container>
  );
}

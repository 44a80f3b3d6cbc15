// A static page (/sobre, /privacidade, /termos, /contato) from its shared content in
// @pauta/model/static-pages, the same HTML the render function sends. Clicks on its site links
// navigate inside the app instead of reloading the page.
import type { MouseEvent } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { StaticPageContent } from '@pauta/model/static-pages';
import { usePageMeta } from '../../../components/head';
import './static.css';

export function StaticPage({ page }: { page: StaticPageContent }) {
  const navigate = useNavigate();
  usePageMeta({ title: page.title, description: page.description, canonical: page.path });

  const followSiteLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{page.title}</Title>
        <Text c="dimmed" size="lg">
          {page.description}
        </Text>
      </Stack>
      {/* Constant HTML of our own (never user input): see @pauta/model/static-pages. */}
      <div className="static-content" onClick={followSiteLinks} dangerouslySetInnerHTML={{ __html: page.html }} />
    </Container>
  );
}

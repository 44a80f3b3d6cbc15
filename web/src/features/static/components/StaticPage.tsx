import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../../components/head';
import './static.css';

interface StaticPageProps {
  title: string;
  description: string;
  path: string;
  updated?: string;
  children: ReactNode;
}

export function StaticPage({ title, description, path, updated, children }: StaticPageProps) {
  usePageMeta({ title, description, canonical: path });
  return (
    <Container size="md" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {description}
        </Text>
        {updated && (
          <Text size="sm" c="dimmed">
            Última atualização: {updated}
          </Text>
        )}
      </Stack>
      <div className="static-content">{children}</div>
    </Container>
  );
}

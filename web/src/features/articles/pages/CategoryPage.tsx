// /categoria/{category}: heading from the label, then the articles (an island: infinite scroll).
import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { categoryLabel, categoryPath, slugify } from '@pauta/model';
import { Island } from '../../../components/island';
import { usePageMeta } from '../../../components/head';

export function CategoryPage() {
  const slug = slugify(useParams().category ?? ''); // '/categoria/Saúde' reads category 'saude'
  const label = categoryLabel(slug);
  usePageMeta({
    title: label,
    description: `Últimas notícias e artigos de ${label} no Pauta.`,
    canonical: categoryPath(slug),
    keywords: `${label}, notícias, artigos`,
  });
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{label}</Title>
          <Text c="dimmed">Os artigos mais recentes sobre {label.toLowerCase()}.</Text>
        </div>
        <Island name="category-list" props={{ slug }} />
      </Stack>
    </Container>
  );
}

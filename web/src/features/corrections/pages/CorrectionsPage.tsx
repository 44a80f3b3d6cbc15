// /correcoes: the page's words are HTML; the list, which the reader extends, is an island.
import { Container, Stack, Text, Title } from '@mantine/core';
import { CORRECTIONS_PATH } from '@pauta/model';
import { usePageMeta } from '../../../components/head';
import { Island } from '../../../components/island';
import './corrections.css';

export function CorrectionsPage() {
  usePageMeta({
    title: 'Correções',
    description: 'Todas as correções publicadas no Pauta, das mais recentes às mais antigas.',
    canonical: CORRECTIONS_PATH,
  });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Correções</Title>
          <Text c="dimmed">
            Quando erramos, corrigimos e dizemos aqui. Todas as correções, das mais recentes às mais antigas.
          </Text>
        </div>
        <Island name="corrections-list" />
      </Stack>
    </Container>
  );
}

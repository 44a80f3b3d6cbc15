// 'Conteúdo Gerado': the outline of the chosen headline, 'Criar Artigo', which opens the article
// editor prefilled with it, and 'Salvar como pauta', which keeps it in Posts Gerados.
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { NewsOutline } from '../lib/build-outline';
import { useSavePauta } from '../hooks/use-save-pauta';
import { ADMIN_PATHS, type ArticlePrefill, type ArticlePrefillState } from '@pauta/model';

export function GeneratedContentCard({ outline }: { outline: NewsOutline }) {
  const navigate = useNavigate();
  const pauta = useSavePauta(outline);
  const createArticle = () => {
    const prefill: ArticlePrefill = { title: outline.title, excerpt: outline.excerpt, content: outline.content };
    const state: ArticlePrefillState = { prefill };
    navigate(ADMIN_PATHS.newArticle, { state });
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="generated-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="generated-title">
          Conteúdo Gerado
        </Title>
        <Text fw={600}>{outline.title}</Text>
        <Text fz="sm" fs="italic" c="gray.7">
          {outline.notice}
        </Text>
        <Title order={3} size="h5">
          Roteiro sugerido
        </Title>
        <List type="ordered" spacing={4}>
          {outline.steps.map((step) => (
            <List.Item key={step.label}>
              <Text span fw={600}>
                {step.label}:
              </Text>{' '}
              {step.text}
            </List.Item>
          ))}
        </List>
        <Text fz="sm">
          <Anchor href={outline.sourceUrl} target="_blank" rel="noopener noreferrer">
            {outline.credit}
          </Anchor>
        </Text>
        <Group gap="sm">
          <Button onClick={createArticle}>Criar Artigo</Button>
          <Button
            variant="light"
            onClick={() => void pauta.save()}
            loading={pauta.state === 'saving'}
            disabled={pauta.state === 'saved'}
          >
            {pauta.state === 'saved' ? 'Pauta salva' : 'Salvar como pauta'}
          </Button>
          {pauta.state === 'saved' && (
            <Anchor component={Link} to={ADMIN_PATHS.generatedPosts} fz="sm">
              Ver em Posts Gerados
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

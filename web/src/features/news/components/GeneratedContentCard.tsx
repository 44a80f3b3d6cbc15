// 'Conteúdo Gerado': the outline of the chosen headline and 'Criar Artigo', which opens the
// article editor prefilled with it.
import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { NewsOutline } from '../lib/build-outline';
import { ADMIN_PATHS, type ArticlePrefill, type ArticlePrefillState } from '@pauta/model';

export function GeneratedContentCard({ outline }: { outline: NewsOutline }) {
  const navigate = useNavigate();
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
        <div>
          <Button onClick={createArticle}>Criar Artigo</Button>
        </div>
      </Stack>
    </Paper>
  );
}

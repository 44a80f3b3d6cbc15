// 'Gerar com IA' (1.5 s local mock) and the collapsible 'Sugestões de Tópicos' (800 ms mock).
import { useState } from 'react';
import { Button, Collapse, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  AI_DELAY_MS,
  AI_TOPIC_REQUIRED,
  buildDraftTemplate,
  TOPIC_SUGGESTIONS,
  TOPICS_DELAY_MS,
  wait,
} from '../lib/ai-mock';
import { notifyError, notifySuccess } from '../../../lib/notify';

interface Props {
  title: string;
  onGenerated(result: { content: string; excerpt: string }): void;
  onTopic(topic: string): void;
}

export function AiTools({ title, onGenerated, onTopic }: Props) {
  const [generating, setGenerating] = useState(false);
  const [open, setOpen] = useState(false);
  const [loadingTopics, setLoadingTopics] = useState(false);
  const [topics, setTopics] = useState<readonly string[]>([]);

  async function generate() {
    if (!title.trim()) {
      notifyError('Erro', AI_TOPIC_REQUIRED);
      return;
    }
    setGenerating(true);
    try {
      await wait(AI_DELAY_MS);
      onGenerated(buildDraftTemplate(title.trim()));
      notifySuccess(
        'Conteúdo gerado com sucesso',
        'Modelo de estrutura: substitua os trechos entre colchetes por informações apuradas.',
      );
    } catch {
      notifyError('Erro', 'Não foi possível gerar o conteúdo.');
    } finally {
      setGenerating(false);
    }
  }

  async function toggleTopics() {
    const next = !open;
    setOpen(next);
    if (next && topics.length === 0) {
      setLoadingTopics(true);
      await wait(TOPICS_DELAY_MS);
      setTopics(TOPIC_SUGGESTIONS);
      setLoadingTopics(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Button variant="light" color="violet" onClick={generate} loading={generating}>
          Gerar com IA
        </Button>
        <Text size="xs" c="gray.7">
          Gera uma estrutura a partir do título, com instruções entre colchetes. Não inventa fatos nem números.
        </Text>
        <Button variant="subtle" onClick={toggleTopics} aria-expanded={open}>
          Sugestões de Tópicos
        </Button>
        <Collapse expanded={open}>
          {loadingTopics ? (
            <Loader size="sm" aria-label="Carregando sugestões" />
          ) : (
            <Stack gap={4}>
              {topics.map((topic) => (
                <UnstyledButton key={topic} onClick={() => onTopic(topic)} fz="sm" c="violet.9">
                  {topic}
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import './topics.css';
import { Badge, Group, Paper, Skeleton, Stack, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/EmptyState';
import { useTagCounts } from '../hooks/use-topics';
import { countLabel, searchTags } from '../lib/tag-counts';
import { tagPath } from '@pauta/model';

export const TOPIC_SKELETON_ROWS = 10;

export function TopicList() {
  const [term, setTerm] = useState('');
  const { data, isPending, isError } = useTagCounts();
  const tags = searchTags(data ?? [], term);
  return (
    <Stack gap="md">
      <input
        type="search"
        className="topic-search"
        placeholder="Pesquisar por tópicos..."
        aria-label="Pesquisar por tópicos"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
      />
      {isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Carregando tópicos">
          {Array.from({ length: TOPIC_SKELETON_ROWS }, (_, i) => (
            <Skeleton key={i} height={48} radius="md" data-testid="topic-skeleton" />
          ))}
        </Stack>
      ) : isError ? (
        <EmptyState message="Erro ao carregar tópicos" />
      ) : tags.length === 0 ? (
        <EmptyState message="Nenhum tópico encontrado." />
      ) : (
        <Stack gap="xs" component="ul" className="plain-list" aria-label="Tópicos">
          {tags.map((t) => (
            <li key={t.key}>
              <Paper withBorder radius="md">
                <UnstyledButton component={Link} to={tagPath(t.tag)} className="topic-row" p="md" w="100%">
                  <Group justify="space-between" wrap="nowrap">
                    <span className="topic-name">#{t.tag}</span>
                    <Badge variant="light" tt="none">
                      {countLabel(t.count)}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

// The home page's 'Tópicos em Alta' panel: a group filter and the top 5 tags.
import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTagCounts } from '../hooks/use-topics';
import { countLabel, TRENDING_FILTERS, type TrendingFilter, trendingTags } from '../lib/tag-counts';
import { tagPath } from '@pauta/model';

export function TrendingTopicsPanel() {
  const [filter, setFilter] = useState<TrendingFilter>('all');
  const { data, isPending, isError } = useTagCounts();
  const top = trendingTags(data ?? [], filter);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="topicos-alta-titulo">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="topicos-alta-titulo">
            Tópicos em Alta
          </Title>
          <select
            className="native-select"
            aria-label="Filtrar tópicos por categoria"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as TrendingFilter)}
          >
            {TRENDING_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </Group>
        {isPending ? (
          <Stack gap="xs">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ) : isError ? (
          <Text c="red">Erro ao carregar tópicos</Text>
        ) : top.length === 0 ? (
          <Text c="dimmed">Nenhum tópico encontrado</Text>
        ) : (
          <Stack gap="xs" component="ol" className="plain-list">
            {top.map((t, i) => (
              <li key={t.key}>
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={tagPath(t.tag)}>
                    {i + 1}. #{t.tag}
                  </Anchor>
                  <Badge variant="light" tt="none">
                    {countLabel(t.count)}
                  </Badge>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/topicos" size="sm" fw={600}>
          Ver todos os tópicos →
        </Anchor>
      </Stack>
    </Paper>
  );
}

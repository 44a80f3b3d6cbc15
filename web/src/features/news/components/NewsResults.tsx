// The headlines of one page: title, source (new tab), date and 'Gerar conteúdo'; 3 skeleton rows while loading.
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { NewsItem } from '@pauta/model';
import { formatNewsDate } from '../lib/format-news-date';

export const NEWS_SKELETON_ROWS = 3;

export function NewsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Carregando notícias">
      {Array.from({ length: NEWS_SKELETON_ROWS }, (_, i) => (
        <Paper key={i} withBorder radius="md" p="md" data-testid="news-skeleton">
          <Skeleton height={18} width="80%" mb={10} />
          <Skeleton height={12} width="40%" />
        </Paper>
      ))}
    </Stack>
  );
}

interface Props {
  news: NewsItem[];
  generatingUrl: string | null;
  onGenerate(item: NewsItem): void;
}

export function NewsResults({ news, generatingUrl, onGenerate }: Props) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Notícias">
      {news.map((item) => (
        <Paper key={item.url} component="li" withBorder radius="md" p="md" data-testid="news-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text fw={600} data-testid="news-title">
                {item.title}
              </Text>
              <Group gap="xs" c="gray.7" fz="sm">
                <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fz="sm">
                  {item.source}
                </Anchor>
                <Text span fz="sm" aria-hidden>
                  ·
                </Text>
                <Text span fz="sm" data-testid="news-date">
                  {formatNewsDate(item.publishedAt)}
                </Text>
              </Group>
            </Stack>
            <Button
              variant="light"
              size="xs"
              disabled={generatingUrl !== null}
              onClick={() => onGenerate(item)}
              style={{ flexShrink: 0 }}
            >
              {generatingUrl === item.url ? 'Gerando...' : 'Gerar conteúdo'}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

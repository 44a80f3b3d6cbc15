// External images found in the editor's HTML: process
// each (replace it with our optimized copy), replace it from the library, or open it in a new tab.
import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { findExternalImages } from '../lib/external-images';
import { notifySuccess } from '../../../lib/notify';
import { IMAGE_TEXT } from '../lib/texts';
import { processExternalUrl } from './ExternalImageImport';
import { ImagePickerModal } from './ImagePickerModal';

const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'%3E%3Crect width='4' height='3' fill='%23dee2e6'/%3E%3C/svg%3E";

export interface ExternalImagesPanelProps {
  html: string;
  onReplace: (oldUrl: string, newUrl: string) => void;
  articleId?: string;
}

export function ExternalImagesPanel({ html, onReplace, articleId }: ExternalImagesPanelProps) {
  const sources = useMemo(() => findExternalImages(html), [html]);
  const [busy, setBusy] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<string | null>(null);

  if (sources.length === 0) return null;

  async function process(src: string) {
    setBusy(src);
    const result = await processExternalUrl(src, articleId);
    setBusy(null);
    if (result) onReplace(src, result.url);
  }

  return (
    <Paper withBorder p="sm" radius="md" aria-label="Imagens externas">
      <Title order={3} size="h5" mb="xs">
        Imagens externas ({sources.length})
      </Title>
      <Stack gap="xs">
        {sources.map((src) => (
          <Group key={src} wrap="nowrap" gap="sm">
            <Image src={src} alt="" w={64} h={48} fit="cover" radius="sm" fallbackSrc={PLACEHOLDER} />
            <Text size="xs" truncate style={{ flex: 1, minWidth: 0 }} title={src}>
              {src}
            </Text>
            <Button size="compact-xs" loading={busy === src} onClick={() => void process(src)}>
              Processar
            </Button>
            <Button size="compact-xs" variant="light" onClick={() => setReplacing(src)}>
              Substituir
            </Button>
            <Anchor href={src} target="_blank" rel="noopener noreferrer" size="xs">
              Abrir
            </Anchor>
          </Group>
        ))}
      </Stack>
      <ImagePickerModal
        opened={replacing !== null}
        onClose={() => setReplacing(null)}
        articleId={articleId}
        onPick={(image) => {
          if (replacing) onReplace(replacing, image.url);
          notifySuccess(IMAGE_TEXT.replaced, image.filename);
          setReplacing(null);
        }}
      />
    </Paper>
  );
}

// An embed block in the editor: a card with what readers will see before their click (the stored
// thumbnail or the post's text, the service, the title and author) and the address; 'Buscando
// informações do conteúdo...' while it is being resolved.
import { Anchor, Badge, Card, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { EMBED_SERVICE_NAMES, EMBED_TEXT } from '@pauta/model';
import type { EmbedAttrs } from '../lib/embed-node';

export function EmbedNodeView({ node, selected }: ReactNodeViewProps) {
  const attrs = node.attrs as EmbedAttrs;
  const name = attrs.service ? EMBED_SERVICE_NAMES[attrs.service] : '';
  return (
    <NodeViewWrapper className="pauta-editor-embed" data-testid="editor-embed" data-drag-handle="">
      <Card
        withBorder
        radius="md"
        padding="sm"
        contentEditable={false}
        className={selected ? 'is-selected' : undefined}
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {attrs.thumbUrl && <Image src={attrs.thumbUrl} alt="" w={160} radius="sm" />}
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6}>
              <Badge variant="light">{name}</Badge>
              <Text size="xs" c="dimmed">
                Incorporação
              </Text>
            </Group>
            {attrs.state === 'loading' ? (
              <Group gap={6}>
                <Loader size="xs" />
                <Text size="sm">{EMBED_TEXT.loading}</Text>
              </Group>
            ) : (
              <>
                {attrs.title && (
                  <Text fw={600} size="sm" lineClamp={2}>
                    {attrs.title}
                  </Text>
                )}
                {attrs.text && (
                  <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
                    {attrs.text}
                  </Text>
                )}
                {attrs.author && (
                  <Text size="xs" c="dimmed">
                    {attrs.author}
                  </Text>
                )}
              </>
            )}
            <Anchor href={attrs.url} target="_blank" rel="noopener noreferrer" size="xs" truncate>
              {attrs.url}
            </Anchor>
          </Stack>
        </Group>
      </Card>
    </NodeViewWrapper>
  );
}

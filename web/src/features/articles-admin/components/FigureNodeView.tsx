// A body image in the editor: the picture, its caption and credit as readers will see them, a warning
// while it has no text alternative, and 'Editar imagem' (its metadata, copied from the library).
import { Badge, Button, Group, Text } from '@mantine/core';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { useState } from 'react';
import { creditLine, IMAGE_META_TEXT, isDescribed } from '@pauta/model';
import { ImageMetadataModal } from '../../images';
import type { FigureAttrs } from '../lib/figure-node';

export function FigureNodeView({ node, updateAttributes, editor, selected }: ReactNodeViewProps) {
  const attrs = node.attrs as FigureAttrs;
  const [editing, setEditing] = useState(false);
  const described = isDescribed(attrs);
  return (
    <NodeViewWrapper
      as="figure"
      className={`pauta-figure pauta-editor-figure${selected ? ' is-selected' : ''}${described ? '' : ' is-missing-alt'}`}
      data-testid="editor-figure"
      data-drag-handle=""
    >
      <img
        src={attrs.src}
        alt={attrs.decorative ? '' : attrs.alt}
        width={attrs.width ?? undefined}
        height={attrs.height ?? undefined}
      />
      <figcaption contentEditable={false}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div>
            {attrs.caption.trim() && <span className="pauta-figure__caption">{attrs.caption.trim()}</span>}{' '}
            {attrs.credit.trim() && <span className="pauta-figure__credit">{creditLine(attrs.credit)}</span>}
            {described ? (
              <Text size="xs" c="dimmed" mt={2}>
                {attrs.decorative ? IMAGE_META_TEXT.decorative : `${IMAGE_META_TEXT.alt}: ${attrs.alt}`}
              </Text>
            ) : (
              <Badge color="orange" variant="light" size="sm" mt={2}>
                {IMAGE_META_TEXT.missingAlt}
              </Badge>
            )}
          </div>
          {editor.isEditable && (
            <Button size="compact-xs" variant="light" style={{ flexShrink: 0 }} onClick={() => setEditing(true)}>
              Editar imagem
            </Button>
          )}
        </Group>
      </figcaption>
      <ImageMetadataModal
        opened={editing}
        title="Imagem do artigo"
        previewUrl={attrs.src}
        initial={{ alt: attrs.alt, decorative: attrs.decorative, caption: attrs.caption, credit: attrs.credit }}
        onCancel={() => setEditing(false)}
        onSave={(meta) => {
          updateAttributes(meta);
          setEditing(false);
        }}
      />
    </NodeViewWrapper>
  );
}

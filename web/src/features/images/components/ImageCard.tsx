// One image of the library: thumbnail, name, size, date, compression, status and actions.
import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IMAGE_META_TEXT, isDescribed } from '@pauta/model';
import type { LibraryImage } from '../api/image-records';
import { formatBytes, formatCompression, formatImageDate } from '../lib/format';
import { IMAGE_TEXT } from '../lib/texts';

export type PickMode = 'insert' | 'cover';

export function ImageCard({
  image,
  onPick,
  onDelete,
  onEdit,
}: {
  image: LibraryImage;
  onPick?: (image: LibraryImage, mode: PickMode) => void;
  onDelete: (image: LibraryImage) => void;
  onEdit: (image: LibraryImage) => void;
}) {
  const ready = image.processingStatus === 'completed';
  const described = isDescribed(image);
  return (
    <Card withBorder padding="xs" radius="md" data-testid="library-image" aria-label={image.filename}>
      <Card.Section>
        <Image
          src={image.thumbnailUrl ?? undefined}
          alt={image.decorative ? '' : (image.alt ?? '')}
          h={140}
          fit="cover"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3C/svg%3E"
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={600} truncate title={image.filename}>
          {image.filename}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {formatBytes(image.compressedSizeBytes ?? image.sizeBytes)}
          </Text>
          {image.width && image.height ? (
            <Text size="xs" c="dimmed">
              {image.width}×{image.height}
            </Text>
          ) : null}
          {ready && image.compressionRatio != null && (
            <Badge size="xs" variant="light" color="teal" title="Economia em relação ao original">
              −{formatCompression(image.compressionRatio)}
            </Badge>
          )}
          {image.isExternal && (
            <Badge size="xs" variant="light">
              externa
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatImageDate(image.createdAt)}
        </Text>
        {described ? (
          <Text size="xs" lineClamp={2} title={image.alt || IMAGE_META_TEXT.decorative}>
            {image.decorative ? IMAGE_META_TEXT.decorative : image.alt}
          </Text>
        ) : (
          <Badge size="sm" variant="light" color="orange" data-testid="missing-alt">
            {IMAGE_META_TEXT.missingAlt}
          </Badge>
        )}
        {image.credit?.trim() && (
          <Text size="xs" c="dimmed" truncate>
            Foto: {image.credit.trim()}
          </Text>
        )}
        {image.processingStatus === 'pending' && (
          <Badge size="sm" variant="light" color="yellow">
            {IMAGE_TEXT.processing}
          </Badge>
        )}
        {image.processingStatus === 'failed' && (
          <Text size="xs" c="red">
            {image.processingError ?? IMAGE_TEXT.uploadErrorFallback}
          </Text>
        )}
        <Group gap={6} mt={4} justify="space-between">
          {onPick && ready ? (
            <Group gap={6}>
              <Button size="compact-xs" onClick={() => onPick(image, 'insert')}>
                Inserir
              </Button>
              <Button size="compact-xs" variant="light" onClick={() => onPick(image, 'cover')}>
                Usar como capa
              </Button>
            </Group>
          ) : (
            <span />
          )}
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onEdit(image)}
              aria-label={`Editar informações de ${image.filename}`}
            >
              Editar
            </Button>
            <Tooltip label="Excluir">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Excluir ${image.filename}`}
                onClick={() => onDelete(image)}
              >
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
                </svg>
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

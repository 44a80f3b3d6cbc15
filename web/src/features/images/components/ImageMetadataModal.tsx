// 'Editar informações' of an image: its metadata in a modal, checked before it is saved.
import { Button, Group, Image, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { imageMetadataErrors, type ImageMetadata } from '@pauta/model';
import { ImageMetadataFields } from './ImageMetadataFields';

export interface ImageMetadataModalProps {
  opened: boolean;
  title: string;
  previewUrl?: string | null;
  initial: ImageMetadata;
  busy?: boolean;
  onCancel(): void;
  onSave(value: ImageMetadata): void;
}

export function ImageMetadataModal({
  opened,
  title,
  previewUrl,
  initial,
  busy,
  onCancel,
  onSave,
}: ImageMetadataModalProps) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (opened) {
      setValue(initial);
      setTried(false);
    }
    // Reset only when it opens: `initial` is a new object on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
  const errors = imageMetadataErrors(value);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="sm">
        {previewUrl && <Image src={previewUrl} alt="" h={160} fit="contain" radius="sm" />}
        <ImageMetadataFields value={value} onChange={setValue} errors={tried ? errors : {}} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              setTried(true);
              if (Object.keys(errors).length === 0)
                onSave({
                  ...value,
                  alt: value.decorative ? '' : value.alt.trim(),
                  caption: value.caption.trim(),
                  credit: value.credit.trim(),
                });
            }}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// Drag-and-drop or pick: JPG, PNG, WEBP, GIF; maxFiles and maxSize
// default to 5 and 5 MB and may be overridden. Each file shows its preview, a real upload progress
// bar, then 'processando' until the server has made its WebP versions.
import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { emptyImageMetadata, IMAGE_UPLOAD, imageMetadataErrors, type ImageMetadata } from '@pauta/model';
import { saveImageMetadata, type LibraryImage } from '../api/image-records';
import { ImageMetadataFields } from './ImageMetadataFields';
import { uploadOriginal, waitForProcessing } from '../api/upload-image';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorCode } from '../../../lib/service-error';
import { IMAGE_TEXT } from '../lib/texts';

export interface ImageUploaderProps {
  uid: string;
  articleId?: string | null;
  maxFiles?: number;
  /** Bytes. */
  maxSize?: number;
  onImageUploaded?: (image: LibraryImage) => void;
  /** An image stored without its description was described afterwards. */
  onDescribed?: () => void;
}

interface UploadItem {
  key: string;
  file: File;
  preview: string;
  progress: number;
  /** 'describe': stored, waiting for its 'Texto alternativo' (or 'Imagem decorativa') to be saved. */
  stage: 'uploading' | 'processing' | 'describe' | 'done' | 'failed';
  error?: string;
  meta: ImageMetadata;
  recordId?: string;
  /** 'Salvar informações' pressed: the fields show their errors. */
  tried?: boolean;
  saving?: boolean;
}

const cleanMeta = (meta: ImageMetadata): ImageMetadata => ({
  alt: meta.decorative ? '' : meta.alt.trim(),
  decorative: meta.decorative,
  caption: meta.caption.trim(),
  credit: meta.credit.trim(),
});
const sameMeta = (a: ImageMetadata, b: ImageMetadata) => JSON.stringify(a) === JSON.stringify(b);

let counter = 0;

export function ImageUploader({
  uid,
  articleId,
  maxFiles = IMAGE_UPLOAD.maxFiles,
  maxSize = IMAGE_UPLOAD.maxSizeBytes,
  onImageUploaded,
  onDescribed,
}: ImageUploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const previews = useRef(new Set<string>());
  // What each item's fields say now (the upload reads it when the image is ready).
  const metas = useRef(new Map<string, ImageMetadata>());

  // Previews are released when the uploader goes away (and each one once its upload ends).
  useEffect(() => {
    const live = previews.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const release = (preview: string) => {
    URL.revokeObjectURL(preview);
    previews.current.delete(preview);
  };

  async function uploadAll(files: File[]) {
    const batch = files.slice(0, maxFiles).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      counter += 1;
      const key = `${counter}-${file.name}`;
      metas.current.set(key, emptyImageMetadata());
      return { key, file, preview, progress: 0, stage: 'uploading' as const, meta: emptyImageMetadata() };
    });
    setItems((current) => [...batch, ...current]);
    const outcomes = await Promise.all(
      batch.map(async (item) => {
        try {
          const sent = cleanMeta(metas.current.get(item.key) ?? item.meta);
          const id = await uploadOriginal(
            item.file,
            { uid, articleId },
            (progress) => patch(item.key, { progress }),
            sent,
          );
          patch(item.key, { progress: 100, stage: 'processing', recordId: id });
          const image = await waitForProcessing(id);
          if (image.processingStatus === 'failed')
            throw new Error(image.processingError ?? IMAGE_TEXT.uploadErrorFallback);
          // What was typed while it uploaded is saved now, if it describes the image.
          const typed = cleanMeta(metas.current.get(item.key) ?? sent);
          const described = Object.keys(imageMetadataErrors(typed)).length === 0;
          if (described && !sameMeta(typed, sent)) await saveImageMetadata(id, typed);
          patch(item.key, { stage: described ? 'done' : 'describe' });
          onImageUploaded?.(described ? { ...image, ...typed } : image);
          return null;
        } catch (error) {
          // Our own failures say why in pt-BR; an SDK's (a read while waiting) only in English.
          const message =
            error instanceof Error && error.message && !errorCode(error)
              ? error.message
              : IMAGE_TEXT.uploadErrorFallback;
          patch(item.key, { stage: 'failed', error: message });
          return message;
        } finally {
          release(item.preview);
        }
      }),
    );
    const failures = outcomes.filter((o): o is string => o !== null);
    const done = outcomes.length - failures.length;
    if (done > 0) notifySuccess(IMAGE_TEXT.uploadDoneTitle, IMAGE_TEXT.uploadDone(done));
    if (failures.length > 0) notifyError(IMAGE_TEXT.uploadErrorTitle, failures[0]);
    // Finished rows leave the list; failed ones stay with their reason, undescribed ones with their fields.
    setItems((current) =>
      current.filter(
        (item) => !batch.some((b) => b.key === item.key) || item.stage === 'failed' || item.stage === 'describe',
      ),
    );
  }

  function editMeta(key: string, meta: ImageMetadata) {
    metas.current.set(key, meta);
    patch(key, { meta });
  }

  /** 'Salvar informações' of an image already stored without its description. */
  async function describe(item: UploadItem) {
    const meta = cleanMeta(item.meta);
    patch(item.key, { tried: true });
    if (!item.recordId || Object.keys(imageMetadataErrors(meta)).length) return;
    patch(item.key, { saving: true });
    try {
      await saveImageMetadata(item.recordId, meta);
      notifySuccess(IMAGE_TEXT.metadataSavedTitle, IMAGE_TEXT.metadataSaved);
      setItems((current) => current.filter((i) => i.key !== item.key));
      onDescribed?.();
    } catch (error) {
      console.error('Falha ao salvar os metadados da imagem', error);
      notifyError('Erro', IMAGE_TEXT.metadataError);
      patch(item.key, { saving: false });
    }
  }

  function reject(rejections: FileRejection[]) {
    if (rejections.some((r) => r.errors.some((e) => e.code === 'file-too-large'))) {
      notifyError(IMAGE_TEXT.tooLargeTitle, IMAGE_TEXT.tooLarge(Math.round(maxSize / (1024 * 1024))));
    }
    const other = rejections.flatMap((r) => r.errors).find((e) => e.code !== 'file-too-large');
    if (other) notifyError(IMAGE_TEXT.uploadErrorTitle, other.message);
  }

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => void uploadAll(files)}
        onReject={reject}
        maxSize={maxSize}
        accept={[...IMAGE_UPLOAD.acceptedTypes]}
        multiple={maxFiles > 1}
        aria-label="Enviar imagens"
      >
        <Group justify="center" mih={110} style={{ pointerEvents: 'none' }}>
          <div>
            <Text size="lg" ta="center">
              Arraste imagens aqui ou clique para selecionar
            </Text>
            <Text size="sm" c="dimmed" ta="center" mt={6}>
              JPG, PNG, WEBP ou GIF · até {maxFiles} arquivo(s) de {Math.round(maxSize / (1024 * 1024))}MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" aria-label="Envios em andamento">
          {items.map((item) => (
            <Paper key={item.key} withBorder p="xs" radius="md" data-testid="upload-item">
              <Group wrap="nowrap" gap="sm">
                <Image src={item.preview} alt="" w={56} h={56} radius="sm" fit="cover" />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {item.file.name}
                  </Text>
                  <Progress
                    value={item.progress}
                    animated={item.stage === 'processing'}
                    color={item.stage === 'failed' ? 'red' : undefined}
                    aria-label={`Progresso de ${item.file.name}`}
                  />
                  <Text size="xs" c={item.stage === 'failed' ? 'red' : 'dimmed'} data-testid="upload-stage">
                    {item.stage === 'uploading' && `${item.progress}%`}
                    {item.stage === 'processing' && IMAGE_TEXT.processing}
                    {(item.stage === 'done' || item.stage === 'describe') && '100%'}
                    {item.stage === 'failed' && item.error}
                  </Text>
                </Stack>
              </Group>
              {item.stage !== 'failed' && (
                <Stack gap={6} mt="xs">
                  <ImageMetadataFields
                    size="xs"
                    idPrefix={`envio-${item.key.replace(/\W/g, '-')}`}
                    value={item.meta}
                    onChange={(meta) => editMeta(item.key, meta)}
                    errors={item.tried ? imageMetadataErrors(item.meta) : {}}
                  />
                  {item.stage === 'describe' && (
                    <Group justify="flex-end">
                      <Button size="compact-sm" loading={item.saving} onClick={() => void describe(item)}>
                        Salvar informações
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

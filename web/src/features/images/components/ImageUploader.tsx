// Drag-and-drop or pick: JPG, PNG, WEBP, GIF; maxFiles and maxSize
// default to 5 and 5 MB and may be overridden. Each file shows its preview, a real upload progress
// bar, then 'processando' until the server has made its WebP versions.
import '@mantine/dropzone/styles.css';
import { Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_UPLOAD } from '@pauta/model';
import type { LibraryImage } from '../api/image-records';
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
}

interface UploadItem {
  key: string;
  file: File;
  preview: string;
  progress: number;
  stage: 'uploading' | 'processing' | 'done' | 'failed';
  error?: string;
}

let counter = 0;

export function ImageUploader({
  uid,
  articleId,
  maxFiles = IMAGE_UPLOAD.maxFiles,
  maxSize = IMAGE_UPLOAD.maxSizeBytes,
  onImageUploaded,
}: ImageUploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const previews = useRef(new Set<string>());

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
      return { key: `${counter}-${file.name}`, file, preview, progress: 0, stage: 'uploading' as const };
    });
    setItems((current) => [...batch, ...current]);
    const outcomes = await Promise.all(
      batch.map(async (item) => {
        try {
          const id = await uploadOriginal(item.file, { uid, articleId }, (progress) => patch(item.key, { progress }));
          patch(item.key, { progress: 100, stage: 'processing' });
          const image = await waitForProcessing(id);
          if (image.processingStatus === 'failed')
            throw new Error(image.processingError ?? IMAGE_TEXT.uploadErrorFallback);
          patch(item.key, { stage: 'done' });
          onImageUploaded?.(image);
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
    // Finished rows leave the list; failed ones stay with their reason.
    setItems((current) => current.filter((item) => !batch.some((b) => b.key === item.key) || item.stage === 'failed'));
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
                    {item.stage === 'done' && '100%'}
                    {item.stage === 'failed' && item.error}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

// /admin/images: 'Biblioteca de Imagens' — upload, import from a URL, browse and delete.
import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePageMeta } from '../../../components/head';
import { imageKeys } from '../api/image-records';
import { ExternalImageImport } from '../components/ExternalImageImport';
import { ImageLibrary } from '../components/ImageLibrary';
import { ImageUploader } from '../components/ImageUploader';
import { useImageUser } from '../hooks/use-image-user';
import { IMAGE_TEXT } from '../lib/texts';

export function ImagesPage() {
  usePageMeta({ title: `${IMAGE_TEXT.pageTitle} · Painel Admin`, noindex: true });
  const user = useImageUser();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: imageKeys.all });
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {IMAGE_TEXT.pageTitle}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <ImageUploader uid={user.uid} onImageUploaded={refresh} onDescribed={refresh} />
          <ExternalImageImport onImported={refresh} />
        </Stack>
      </Paper>
      <ImageLibrary uid={user.uid} isAdmin={user.isAdmin} />
    </Stack>
  );
}

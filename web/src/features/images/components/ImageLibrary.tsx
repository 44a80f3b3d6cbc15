// The image library: the current user's images (admins may pick another author),
// optionally one article's; 6 skeletons while loading; search by name; delete with confirmation.
import { Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  deleteImage,
  fetchImageAuthors,
  imageKeys,
  libraryOptions,
  saveImageMetadata,
  type LibraryImage,
} from '../api/image-records';
import { imageMetadataOf, type ImageMetadata } from '@pauta/model';
import { ImageMetadataModal } from './ImageMetadataModal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { IMAGE_TEXT } from '../lib/texts';
import { DeleteImageModal } from './DeleteImageModal';
import { ImageCard, type PickMode } from './ImageCard';

export const LIBRARY_SKELETONS = 6;

export interface ImageLibraryProps {
  uid: string;
  isAdmin: boolean;
  articleId?: string | null;
  onPick?: (image: LibraryImage, mode: PickMode) => void;
}

export function ImageLibrary({ uid, isAdmin, articleId, onPick }: ImageLibraryProps) {
  const [search, setSearch] = useState('');
  const [authorId, setAuthorId] = useState(uid);
  const [toDelete, setToDelete] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  const [savingMeta, setSavingMeta] = useState(false);
  const queryClient = useQueryClient();

  const library = useQuery({
    ...libraryOptions({ authorId, articleId }),
    // While something is being processed, look again every 2 s.
    refetchInterval: (q) => (q.state.data?.some((i) => i.processingStatus === 'pending') ? 2000 : false),
  });
  const authors = useQuery({ queryKey: ['admin', 'images', 'authors'], queryFn: fetchImageAuthors, enabled: isAdmin });

  useEffect(() => {
    if (library.isError) notifyError(IMAGE_TEXT.loadErrorTitle, IMAGE_TEXT.loadError);
  }, [library.isError]);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (library.data ?? []).filter(
      (image) =>
        !term ||
        [image.filename, image.alt, image.caption, image.credit].some((text) => text?.toLowerCase().includes(term)),
    );
  }, [library.data, search]);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteImage(toDelete.id);
      notifySuccess(IMAGE_TEXT.deletedTitle, IMAGE_TEXT.deleted);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: imageKeys.all });
    } catch (error) {
      const denied = (error as { code?: string }).code === 'permission-denied';
      notifyError('Erro', denied ? IMAGE_TEXT.deleteFailed : IMAGE_TEXT.deleteException);
    } finally {
      setDeleting(false);
    }
  }

  async function saveMetadata(meta: ImageMetadata) {
    if (!editing) return;
    setSavingMeta(true);
    try {
      await saveImageMetadata(editing.id, meta);
      notifySuccess(IMAGE_TEXT.metadataSavedTitle, IMAGE_TEXT.metadataSaved);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: imageKeys.all });
    } catch (error) {
      console.error('Falha ao salvar os metadados da imagem', error);
      notifyError('Erro', IMAGE_TEXT.metadataError);
    } finally {
      setSavingMeta(false);
    }
  }

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: isAdmin ? 2 : 1 }}>
        <TextInput
          label="Buscar imagens"
          placeholder="Nome, descrição, legenda ou crédito"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {isAdmin && (
          <Select
            label="Autor"
            data={authors.data ?? [{ value: uid, label: 'Minhas imagens' }]}
            value={authorId}
            onChange={(value) => setAuthorId(value ?? uid)}
            allowDeselect={false}
          />
        )}
      </SimpleGrid>
      {library.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} aria-busy="true" aria-label="Carregando imagens">
          {Array.from({ length: LIBRARY_SKELETONS }, (_, i) => (
            <Skeleton key={i} height={230} radius="md" data-testid="library-skeleton" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {search.trim() && (library.data?.length ?? 0) > 0 ? IMAGE_TEXT.emptySearch : IMAGE_TEXT.emptyLibrary}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} aria-label="Imagens">
          {visible.map((image) => (
            <ImageCard key={image.id} image={image} onPick={onPick} onDelete={setToDelete} onEdit={setEditing} />
          ))}
        </SimpleGrid>
      )}
      <ImageMetadataModal
        opened={editing !== null}
        title={editing ? `Informações de ${editing.filename}` : ''}
        previewUrl={editing?.thumbnailUrl}
        initial={imageMetadataOf(editing ?? {})}
        busy={savingMeta}
        onCancel={() => setEditing(null)}
        onSave={(meta) => void saveMetadata(meta)}
      />
      <DeleteImageModal
        opened={toDelete !== null}
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

// The editor's image picker: the library, the uploader and the external-URL import in one modal.
// onPick receives the optimized WebP (≤ 1600 px) with its size, to insert or to use as the cover.
import { Modal, Tabs } from '@mantine/core';
import { imageMetadataOf, isDescribed, type ImageMetadata, type ImageVariants } from '@pauta/model';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { imageKeys, type LibraryImage } from '../api/image-records';
import type { ImageResult } from '../api/import-external';
import { IMAGE_TEXT } from '../lib/texts';
import { ExternalImageImport } from './ExternalImageImport';
import type { PickMode } from './ImageCard';
import { ImageLibrary } from './ImageLibrary';
import { ImageUploader } from './ImageUploader';
import { useImageUser } from '../hooks/use-image-user';

export interface PickedImage {
  url: string;
  thumbnailUrl?: string;
  width?: number;
  height?: number;
  filename: string;
  /** The processed versions, for a cover's srcset. */
  variants?: ImageVariants | null;
  /** The library's metadata, copied where the image is placed (and editable there). */
  meta: ImageMetadata;
}

export interface ImagePickerModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (image: PickedImage, mode: PickMode) => void;
  articleId?: string;
  /**
   * The article's current cover. When given and empty, the first image uploaded here becomes the
   * cover (a quick upload sets the main image only if none is set).
   */
  currentCoverUrl?: string;
  /** Bytes; the editor passes its own. */
  maxSize?: number;
  maxFiles?: number;
}

export function toPicked(image: LibraryImage | ImageResult): PickedImage {
  return {
    url: image.url,
    thumbnailUrl: image.thumbnailUrl ?? undefined,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    filename: image.filename,
    variants: image.variants ?? null,
    meta: imageMetadataOf(image as Partial<LibraryImage>),
  };
}

export function ImagePickerModal({
  opened,
  onClose,
  onPick,
  articleId,
  currentCoverUrl,
  maxSize,
  maxFiles,
}: ImagePickerModalProps) {
  const user = useImageUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string | null>('library');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: imageKeys.all });
  const coverSet = useRef(false);

  return (
    <Modal opened={opened} onClose={onClose} title={IMAGE_TEXT.pageTitle} size="xl">
      {user && (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="library">Biblioteca</Tabs.Tab>
            <Tabs.Tab value="upload">Enviar</Tabs.Tab>
            <Tabs.Tab value="external">URL externa</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="library">
            {/* The whole library of the user: uploads from here are still tagged with the article. */}
            <ImageLibrary
              uid={user.uid}
              isAdmin={user.isAdmin}
              onPick={(image, mode) => onPick(toPicked(image), mode)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="upload">
            <ImageUploader
              uid={user.uid}
              articleId={articleId}
              maxSize={maxSize}
              maxFiles={maxFiles}
              onImageUploaded={(image) => {
                if (currentCoverUrl === '' && !coverSet.current) {
                  coverSet.current = true;
                  onPick(toPicked(image), 'cover');
                }
                refresh();
                // An image still to be described keeps its fields on screen.
                if (isDescribed(image)) setTab('library');
              }}
              onDescribed={() => {
                refresh();
                setTab('library');
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="external">
            <ExternalImageImport
              articleId={articleId}
              onImported={() => {
                refresh();
                setTab('library');
              }}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

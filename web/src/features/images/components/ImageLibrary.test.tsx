// The library over a pre-filled cache (no network): sizes, percent, pt-BR dates, search and the
// two empty states, and the confirmation texts of a delete.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { imageKeys, type LibraryImage } from '../api/image-records';
import { ImageLibrary } from './ImageLibrary';

// The library re-reads on mount; here it reads back what the test put in the cache.
let stored: LibraryImage[] = [];
vi.mock('../api/image-records', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/image-records')>();
  return {
    ...original,
    libraryOptions: (filter: Parameters<typeof original.libraryOptions>[0]) => ({
      ...original.libraryOptions(filter),
      queryFn: async () => stored,
    }),
  };
});

const image = (id: string, filename: string, overrides: Partial<LibraryImage> = {}): LibraryImage => ({
  id,
  filename,
  storagePath: `article_images/u1/${filename}`,
  url: `https://exemplo.com/${id}.webp`,
  thumbnailUrl: `https://exemplo.com/${id}-thumb.webp`,
  authorId: 'u1',
  processingStatus: 'completed',
  sizeBytes: 2_000_000,
  compressedSizeBytes: 153_600,
  compressionRatio: 0.923,
  width: 1600,
  height: 900,
  createdAt: new Date(2026, 10, 23, 12),
  ...overrides,
});

function renderLibrary(images: LibraryImage[], onPick?: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  stored = images;
  client.setQueryData(imageKeys.library({ authorId: 'u1' }), images);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ImageLibrary uid="u1" isAdmin={false} onPick={onPick} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ImageLibrary', () => {
  it('shows size in KB, compression as percent and the pt-BR date', () => {
    renderLibrary([image('a', 'praia-1-abcd.jpg')]);
    expect(screen.getByText('praia-1-abcd.jpg')).toBeTruthy();
    expect(screen.getByText('150,0 KB')).toBeTruthy();
    expect(screen.getByText('−92%')).toBeTruthy();
    expect(screen.getByText('23 de novembro de 2026')).toBeTruthy();
  });

  it('says processando for a pending image and shows the reason of a failed one', () => {
    renderLibrary([
      image('p', 'pendente.jpg', { processingStatus: 'pending' }),
      image('f', 'falhou.png', {
        processingStatus: 'failed',
        processingError: 'Imagem grande demais: o limite é de 40 megapixels',
      }),
    ]);
    expect(screen.getByText('processando')).toBeTruthy();
    expect(screen.getByText('Imagem grande demais: o limite é de 40 megapixels')).toBeTruthy();
  });

  it('has the two empty states of the spec', () => {
    renderLibrary([]);
    expect(screen.getByText('Nenhuma imagem disponível')).toBeTruthy();
    renderLibrary([image('a', 'praia-1-abcd.jpg')]);
    fireEvent.change(screen.getAllByLabelText('Buscar imagens')[1], { target: { value: 'montanha' } });
    expect(screen.getByText('Nenhuma imagem encontrada')).toBeTruthy();
  });

  it('offers insert and cover only when picking, and asks before deleting', () => {
    renderLibrary([image('a', 'praia-1-abcd.jpg')], () => {});
    expect(screen.getByRole('button', { name: 'Inserir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar como capa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir praia-1-abcd.jpg' }));
    expect(screen.getByText('Confirmar exclusão')).toBeTruthy();
    expect(
      screen.getByText('Tem certeza que deseja excluir esta imagem? Esta ação não pode ser desfeita.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir Permanentemente' })).toBeTruthy();
  });
});

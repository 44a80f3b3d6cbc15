// 'Atualizações ao vivo' as staff use it: start the coverage, post (a text is required; an image needs
// its description), edit their own entry only within 5 minutes, pin, delete and end only after a
// confirmation, and a failed write says so and keeps what was typed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EMBED_TEXT, type EmbedData } from '@pauta/model';
import type { LiveCoverageView } from '../api/live-coverage';
import { LiveCoveragePanel } from './LiveCoveragePanel';

const api = vi.hoisted(() => ({
  fetchLiveCoverage: vi.fn(),
  startLiveCoverage: vi.fn(),
  postLiveEntry: vi.fn(),
  editLiveEntry: vi.fn(),
  deleteLiveEntry: vi.fn(),
  pinLiveEntry: vi.fn(),
  endLiveCoverage: vi.fn(),
}));
vi.mock('../api/live-coverage', () => api);
const resolver = vi.hoisted(() => ({ resolveEmbed: vi.fn() }));
vi.mock('../api/resolve-embed', () => resolver);

const AUTHOR = { uid: 'edna', name: 'Edna Editora' };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function live(overrides: Partial<LiveCoverageView> = {}): LiveCoverageView {
  return {
    status: 'live',
    startedAt: minutesAgo(30),
    endedAt: null,
    pinnedEntryId: null,
    entries: [
      {
        id: 'e2',
        text: 'Novo iPhone anunciado.',
        imageUrl: '',
        imageAlt: '',
        embed: null,
        authorId: 'edna',
        authorName: 'Edna Editora',
        at: minutesAgo(2),
        editedAt: null,
      },
      {
        id: 'e1',
        text: 'Começa o evento.',
        imageUrl: '',
        imageAlt: '',
        embed: null,
        authorId: 'ana',
        authorName: 'Ana Admin',
        at: minutesAgo(1),
        editedAt: minutesAgo(1),
      },
      {
        id: 'e0',
        text: 'Abertura.',
        imageUrl: '',
        imageAlt: '',
        embed: null,
        authorId: 'edna',
        authorName: 'Edna Editora',
        at: minutesAgo(10),
        editedAt: null,
      },
    ],
    ...overrides,
  };
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <LiveCoveragePanel articleId="a1" author={AUTHOR} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() =>
  [...Object.values(api), resolver.resolveEmbed].forEach((fn) => fn.mockReset().mockResolvedValue(undefined)),
);

const VIDEO: EmbedData = {
  service: 'youtube',
  id: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Keynote de abertura',
  author: 'Canal do evento',
  text: '',
  thumbnail: null,
};

describe('LiveCoveragePanel', () => {
  it("starts with 'Cobertura ao vivo' when the article was never live", async () => {
    api.fetchLiveCoverage.mockResolvedValue(null);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cobertura ao vivo' }));
    await waitFor(() => expect(api.startLiveCoverage).toHaveBeenCalledWith('a1', 'edna'));
  });

  it("posts 'Nova atualização' with 'Publicar atualização'; an empty text or an image without its description is refused", async () => {
    api.fetchLiveCoverage.mockResolvedValue(live({ entries: [] }));
    renderPanel();
    const publish = await screen.findByRole('button', { name: 'Publicar atualização' });
    fireEvent.click(publish);
    expect(await screen.findByText('Escreva a atualização.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nova atualização'), { target: { value: 'Tim Cook sobe ao palco.' } });
    fireEvent.change(screen.getByLabelText('Imagem (endereço da biblioteca, opcional)'), {
      target: { value: 'https://img.exemplo/palco.webp' },
    });
    fireEvent.click(publish);
    expect(await screen.findByText('Descreva a imagem.')).toBeTruthy();
    expect(api.postLiveEntry).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Texto alternativo da imagem/), { target: { value: 'O palco' } });
    fireEvent.click(publish);
    await waitFor(() =>
      expect(api.postLiveEntry).toHaveBeenCalledWith(
        'a1',
        {
          text: 'Tim Cook sobe ao palco.',
          imageUrl: 'https://img.exemplo/palco.webp',
          imageAlt: 'O palco',
          embed: null,
        },
        AUTHOR,
      ),
    );
    await waitFor(() => expect((screen.getByLabelText('Nova atualização') as HTMLTextAreaElement).value).toBe(''));
  });

  it('an embed address is resolved (resolveEmbed) and posted as its record; a wrong or failing one says why and keeps it', async () => {
    api.fetchLiveCoverage.mockResolvedValue(live({ entries: [] }));
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Nova atualização'), { target: { value: 'O vídeo da abertura.' } });
    const address = screen.getByLabelText(EMBED_TEXT.liveField) as HTMLInputElement;
    const publish = screen.getByRole('button', { name: 'Publicar atualização' });
    // Not one of the five services: refused before any call.
    fireEvent.change(address, { target: { value: 'https://www.tiktok.com/@pauta/video/1' } });
    fireEvent.click(publish);
    expect((await screen.findByRole('alert')).textContent).toBe(EMBED_TEXT.notEmbed);
    expect(resolver.resolveEmbed).not.toHaveBeenCalled();
    expect(address.value).toBe('https://www.tiktok.com/@pauta/video/1');
    // The service could not be asked.
    resolver.resolveEmbed.mockRejectedValueOnce(
      Object.assign(new Error('unavailable'), { code: 'functions/unavailable' }),
    );
    fireEvent.change(address, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(publish);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(EMBED_TEXT.liveFailed));
    expect(api.postLiveEntry).not.toHaveBeenCalled();
    expect(address.value).toBe('https://youtu.be/dQw4w9WgXcQ');
    // Resolved: the entry goes out with the record.
    resolver.resolveEmbed.mockResolvedValueOnce(VIDEO);
    fireEvent.click(publish);
    await waitFor(() =>
      expect(api.postLiveEntry).toHaveBeenCalledWith(
        'a1',
        { text: 'O vídeo da abertura.', imageUrl: '', imageAlt: '', embed: VIDEO },
        AUTHOR,
      ),
    );
    expect(resolver.resolveEmbed).toHaveBeenCalledWith('https://youtu.be/dQw4w9WgXcQ');
    await waitFor(() => expect(address.value).toBe(''));
  });

  it('editing an entry keeps its embed without asking again, or removes it', async () => {
    const [mine] = live().entries;
    api.fetchLiveCoverage.mockResolvedValue(live({ entries: [{ ...mine!, embed: VIDEO }] }));
    renderPanel();
    expect(await screen.findByText('YouTube: Keynote de abertura')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Editar atualização'), { target: { value: 'Novo iPhone, o vídeo.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar atualização' }));
    await waitFor(() =>
      expect(api.editLiveEntry).toHaveBeenCalledWith('a1', 'e2', expect.objectContaining({ embed: VIDEO })),
    );
    expect(resolver.resolveEmbed).not.toHaveBeenCalled();
    // Its address cleared: the embed goes.
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const [, editedAddress] = screen.getAllByLabelText(EMBED_TEXT.liveField); // the new entry's form comes first
    expect((editedAddress as HTMLInputElement).value).toBe(VIDEO.url);
    fireEvent.change(editedAddress!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar atualização' }));
    await waitFor(() =>
      expect(api.editLiveEntry).toHaveBeenLastCalledWith('a1', 'e2', expect.objectContaining({ embed: null })),
    );
  });

  it('a failed post says so and keeps the text', async () => {
    api.fetchLiveCoverage.mockResolvedValue(live({ entries: [] }));
    api.postLiveEntry.mockRejectedValue(new Error('permission-denied'));
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Nova atualização'), { target: { value: 'Queda do serviço.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar atualização' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByLabelText('Nova atualização') as HTMLTextAreaElement).value).toBe('Queda do serviço.');
  });

  it("shows 'editado'; 'Editar' only on the author's own entry within 5 minutes", async () => {
    api.fetchLiveCoverage.mockResolvedValue(live());
    renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Atualizações publicadas' })).getAllByRole('listitem');
    expect(items[1]!.textContent).toContain('editado');
    expect(within(items[0]!).queryByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Editar' })).toBeNull(); // someone else's
    expect(within(items[2]!).queryByRole('button', { name: 'Editar' })).toBeNull(); // 10 minutes old
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Editar atualização'), { target: { value: 'Novo iPhone 18 anunciado.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar atualização' }));
    await waitFor(() =>
      expect(api.editLiveEntry).toHaveBeenCalledWith('a1', 'e2', {
        text: 'Novo iPhone 18 anunciado.',
        imageUrl: '',
        imageAlt: '',
        embed: null,
      }),
    );
  });

  it('pins, and deletes or ends only after confirming', async () => {
    api.fetchLiveCoverage.mockResolvedValue(live());
    renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Atualizações publicadas' })).getAllByRole('listitem');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Fixar' }));
    await waitFor(() => expect(api.pinLiveEntry).toHaveBeenCalledWith('a1', 'e1'));
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Excluir' }));
    expect(api.deleteLiveEntry).not.toHaveBeenCalled();
    const confirmDelete = await screen.findByRole('dialog', { name: 'Excluir atualização' });
    fireEvent.click(within(confirmDelete).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.deleteLiveEntry).toHaveBeenCalledWith('a1', 'e2'));
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar cobertura' }));
    expect(api.endLiveCoverage).not.toHaveBeenCalled();
    const confirmEnd = await screen.findByRole('dialog', { name: 'Encerrar cobertura' });
    fireEvent.click(within(confirmEnd).getByRole('button', { name: 'Encerrar cobertura' }));
    await waitFor(() => expect(api.endLiveCoverage).toHaveBeenCalledWith('a1'));
  });

  it("after 'Encerrar cobertura': when it ended, no form, no actions", async () => {
    api.fetchLiveCoverage.mockResolvedValue(live({ status: 'ended', endedAt: '2026-11-27T15:30:00.000Z' }));
    renderPanel();
    expect(await screen.findByText('Cobertura encerrada em 27/11/2026 às 12:30')).toBeTruthy();
    expect(screen.queryByLabelText('Nova atualização')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });
});

// 'Atualizações ao vivo' in the editor of a published article: 'Cobertura ao vivo' starts it; then
// 'Nova atualização' (text, an optional image address from the library and its alt text, an
// optional embed's address, resolved as the article editor's embeds are) goes out with
// 'Publicar atualização'; each entry can be pinned ('Fixar'), edited by its author within
// 5 minutes ('editado'), deleted after a confirmation; 'Encerrar cobertura' ends it for good.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EMBED_SERVICE_NAMES,
  formatBrasiliaAt,
  EMBED_TEXT,
  LIVE_ENTRY_TEXT_MAX,
  liveEntryEditable,
  type EmbedData,
} from '@pauta/model';
import {
  deleteLiveEntry,
  editLiveEntry,
  endLiveCoverage,
  pinLiveEntry,
  postLiveEntry,
  startLiveCoverage,
  type LiveEntryInput,
  type LiveEntryView,
} from '../api/live-coverage';
import { LiveEmbedError, liveEntryEmbed } from '../api/live-embed';
import { adminKeys, liveCoverageOptions } from '../queries';
import { useNow } from '../hooks/use-now';

/** What the form holds: the entry's fields, its embed as the address typed. */
type EntryDraft = Omit<LiveEntryInput, 'embed'> & { embedUrl: string };

const EMPTY: EntryDraft = { text: '', imageUrl: '', imageAlt: '', embedUrl: '' };
const FAILED = 'Não foi possível concluir. Verifique sua conexão e tente novamente.';

interface Props {
  articleId: string;
  author: { uid: string; name: string };
}

function EntryForm({
  value,
  onChange,
  label,
}: {
  value: EntryDraft;
  onChange(value: EntryDraft): void;
  label: string;
}) {
  return (
    <>
      <Textarea
        label={label}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        rows={3}
        maxLength={LIVE_ENTRY_TEXT_MAX}
        description="Endereços (https://…) viram links."
      />
      <TextInput
        label="Imagem (endereço da biblioteca, opcional)"
        value={value.imageUrl}
        onChange={(e) => onChange({ ...value, imageUrl: e.currentTarget.value })}
      />
      {value.imageUrl.trim() && (
        <TextInput
          label="Texto alternativo da imagem"
          value={value.imageAlt}
          onChange={(e) => onChange({ ...value, imageAlt: e.currentTarget.value })}
          required
        />
      )}
      <TextInput
        label={EMBED_TEXT.liveField}
        value={value.embedUrl}
        onChange={(e) => onChange({ ...value, embedUrl: e.currentTarget.value })}
        placeholder="https://www.youtube.com/watch?v=…"
      />
    </>
  );
}

/** The draft as the entry stores it: its embed resolved (the one it has kept when the address is the same). */
const entryInput = async ({ embedUrl, ...fields }: EntryDraft, current: EmbedData | null = null) => ({
  ...fields,
  embed: await liveEntryEmbed(embedUrl, current),
});

/** A confirmation before an action readers would notice (deleting an entry, ending the coverage). */
function ConfirmModal(props: {
  opened: boolean;
  title: string;
  text: string;
  action: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text>{props.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel}>
          Cancelar
        </Button>
        <Button color="red" onClick={props.onConfirm}>
          {props.action}
        </Button>
      </Group>
    </Modal>
  );
}

export function LiveCoveragePanel({ articleId, author }: Props) {
  const queryClient = useQueryClient();
  const coverage = useQuery(liveCoverageOptions(articleId));
  const now = useNow(15_000);
  const [draft, setDraft] = useState<EntryDraft>(EMPTY);
  const [editing, setEditing] = useState<{ id: string; value: EntryDraft } | null>(null);
  const [deleting, setDeleting] = useState<LiveEntryView | null>(null);
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setError(null),
    onError: (failure) => setError(failure instanceof LiveEmbedError ? failure.message : FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.liveCoverage(articleId) }),
  });
  const run = (work: () => Promise<void>, after?: () => void) => act.mutate(work, { onSuccess: after });
  const invalid = (v: EntryDraft) =>
    !v.text.trim() ? 'Escreva a atualização.' : v.imageUrl.trim() && !v.imageAlt.trim() ? 'Descreva a imagem.' : null;

  const data = coverage.data;
  const live = data?.status === 'live';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ao-vivo-titulo">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id="ao-vivo-titulo">
            Atualizações ao vivo
          </Title>
          {live && (
            <Badge color="red.8" variant="filled">
              AO VIVO
            </Badge>
          )}
        </Group>
        {coverage.isPending && <Text size="sm">Carregando…</Text>}
        {coverage.isError && (
          <Text size="sm" c="red.8">
            Não foi possível carregar a cobertura ao vivo.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {coverage.isSuccess && !data && (
          <>
            <Text size="sm" c="gray.7">
              Acompanhe um acontecimento com atualizações curtas que os leitores veem sem recarregar a página.
            </Text>
            <Button
              variant="light"
              color="red"
              loading={act.isPending}
              onClick={() => run(() => startLiveCoverage(articleId, author.uid))}
            >
              Cobertura ao vivo
            </Button>
          </>
        )}
        {data?.status === 'ended' && data.endedAt && (
          <Text size="sm">Cobertura encerrada em {formatBrasiliaAt(Date.parse(data.endedAt))}</Text>
        )}
        {live && (
          <>
            <EntryForm value={draft} onChange={setDraft} label="Nova atualização" />
            <Button
              loading={act.isPending}
              onClick={() => {
                const problem = invalid(draft);
                if (problem) return setError(problem);
                run(
                  async () => postLiveEntry(articleId, await entryInput(draft), author),
                  () => setDraft(EMPTY),
                );
              }}
            >
              Publicar atualização
            </Button>
          </>
        )}
        {data && data.entries.length > 0 && (
          <Stack gap="xs" component="ol" className="plain-list" aria-label="Atualizações publicadas">
            {data.entries.map((entry) => {
              const pinned = data.pinnedEntryId === entry.id;
              const editable = live && entry.authorId === author.uid && liveEntryEditable(Date.parse(entry.at), now);
              return (
                <Paper key={entry.id} component="li" withBorder p="xs" radius="sm">
                  <Text size="xs" c="gray.7">
                    {formatBrasiliaAt(Date.parse(entry.at))} · {entry.authorName}
                    {entry.editedAt && ' · editado'}
                    {pinned && ' · Fixada'}
                  </Text>
                  {editing?.id === entry.id ? (
                    <Stack gap={6}>
                      <EntryForm
                        value={editing.value}
                        onChange={(value) => setEditing({ id: entry.id, value })}
                        label="Editar atualização"
                      />
                      <Group gap="xs">
                        <Button
                          size="xs"
                          onClick={() => {
                            const problem = invalid(editing.value);
                            if (problem) return setError(problem);
                            run(
                              async () =>
                                editLiveEntry(articleId, entry.id, await entryInput(editing.value, entry.embed)),
                              () => setEditing(null),
                            );
                          }}
                        >
                          Salvar atualização
                        </Button>
                        <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                          Cancelar
                        </Button>
                      </Group>
                    </Stack>
                  ) : (
                    <>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {entry.text}
                      </Text>
                      {entry.embed && (
                        <Text size="xs" c="gray.7">
                          {EMBED_SERVICE_NAMES[entry.embed.service]}: {entry.embed.title || entry.embed.url}
                        </Text>
                      )}
                    </>
                  )}
                  {live && editing?.id !== entry.id && (
                    <Group gap="xs" mt={4}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="dark"
                        onClick={() => run(() => pinLiveEntry(articleId, pinned ? null : entry.id))}
                      >
                        {pinned ? 'Desafixar' : 'Fixar'}
                      </Button>
                      {editable && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="dark"
                          onClick={() =>
                            setEditing({
                              id: entry.id,
                              value: {
                                text: entry.text,
                                imageUrl: entry.imageUrl,
                                imageAlt: entry.imageAlt,
                                embedUrl: entry.embed?.url ?? '',
                              },
                            })
                          }
                        >
                          Editar
                        </Button>
                      )}
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red.9"
                        c="red.9"
                        onClick={() => setDeleting(entry)}
                      >
                        Excluir
                      </Button>
                    </Group>
                  )}
                </Paper>
              );
            })}
          </Stack>
        )}
        {live && (
          <Button variant="outline" color="red.8" onClick={() => setEnding(true)}>
            Encerrar cobertura
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        title="Excluir atualização"
        text="Tem certeza que deseja excluir esta atualização? Ela sai da página dos leitores."
        action="Excluir"
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          run(
            () => deleteLiveEntry(articleId, deleting.id),
            () => setDeleting(null),
          )
        }
      />
      <ConfirmModal
        opened={ending}
        title="Encerrar cobertura"
        text="A página deixa de receber atualizações e passa a dizer quando a cobertura terminou."
        action="Encerrar cobertura"
        onCancel={() => setEnding(false)}
        onConfirm={() =>
          run(
            () => endLiveCoverage(articleId),
            () => setEnding(false),
          )
        }
      />
    </Paper>
  );
}

// 'Compartilhar prévia': a link that shows this draft, as last saved, to anyone who has it, without
// signing in; valid 8 hours unless another validity is chosen (up to 7 days), revocable, revoked
// when the article is published. The address is shown once, when the link is made (only its hash
// is stored); the live links are listed by who made them and when they expire.
import { useState } from 'react';
import { Button, CopyButton, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREVIEW_EXPIRY_CHOICES, PREVIEW_EXPIRY_HOURS, type CreatedPreviewLink } from '@pauta/model';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { formatAdminDateTime } from '../../../lib/dayjs';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { createPreviewLink, listPreviewLinks, previewLinkError, revokePreviewLink } from '../api/preview-links';
import { adminKeys } from '../queries';

const VALIDITY_LABELS: Record<(typeof PREVIEW_EXPIRY_CHOICES)[number], string> = {
  8: '8 horas',
  24: '24 horas',
  72: '3 dias',
  168: '7 dias',
};

const at = (iso: string) => formatAdminDateTime(iso ? new Date(iso) : null);

export function PreviewLinksPanel({ articleId, unsaved }: { articleId: string; unsaved: boolean }) {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<number>(PREVIEW_EXPIRY_HOURS.default);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const links = useQuery({ queryKey: adminKeys.previewLinks(articleId), queryFn: () => listPreviewLinks(articleId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.previewLinks(articleId) });
  const create = useMutation({
    mutationFn: () => createPreviewLink(articleId, hours),
    onSuccess: (link) => {
      setCreated(link);
      notifySuccess('Link de prévia criado', 'Copie o link e envie a quem vai ler o rascunho.');
      void refresh();
    },
    onError: (error) => notifyError('Erro', previewLinkError(error)),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => revokePreviewLink(articleId, linkId),
    onSuccess: (_done, linkId) => {
      if (created?.id === linkId) setCreated(null);
      notifySuccess('Link de prévia revogado', 'Quem tiver o link não vê mais o rascunho.');
      void refresh();
    },
    onError: (error) => notifyError('Erro', previewLinkError(error)),
  });
  const address = created ? `${window.location.origin}${created.path}` : '';

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="previa-titulo">
      <Stack gap="sm">
        <Title order={2} size="h5" id="previa-titulo">
          Compartilhar prévia
        </Title>
        <Text size="sm" c="gray.7">
          Quem tiver o link lê este rascunho como está salvo, sem precisar entrar. Ele deixa de valer ao publicar.
        </Text>
        {unsaved && (
          <Text size="sm" c="#7c2d12">
            Há alterações não salvas: a prévia mostra a última versão salva.
          </Text>
        )}
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label="Validade"
            size="xs"
            value={String(hours)}
            onChange={(e) => setHours(Number(e.currentTarget.value))}
            data={PREVIEW_EXPIRY_CHOICES.map((h) => ({ value: String(h), label: VALIDITY_LABELS[h] }))}
          />
          <Button size="xs" variant="light" loading={create.isPending} onClick={() => create.mutate()}>
            Criar link de prévia
          </Button>
        </Group>
        {created && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Link da prévia"
              size="xs"
              readOnly
              value={address}
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={address}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'Copiado!' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        {links.isError ? (
          <LoadErrorAlert
            message="Não foi possível carregar os links de prévia."
            onRetry={() => void links.refetch()}
          />
        ) : links.data && links.data.length > 0 ? (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Links de prévia ativos">
            {links.data.map((link) => (
              <Group key={link.id} component="li" justify="space-between" wrap="nowrap" data-testid="preview-link">
                <Text size="xs" style={{ flex: 1, minWidth: 0 }}>
                  {`Criado por ${link.createdByName} em ${at(link.createdAt)} · vale até ${at(link.expiresAt)}`}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(link.id)}
                >
                  Revogar
                </Button>
              </Group>
            ))}
          </Stack>
        ) : links.data ? (
          <Text size="xs" c="gray.7">
            Nenhum link de prévia ativo.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

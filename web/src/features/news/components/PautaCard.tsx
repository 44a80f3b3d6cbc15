// One pauta in Posts Gerados: the headline, its source (new tab) and date, who saved it and when,
// the outline on request, 'Fonte repetida' when another pauta has the same source link, the person
// responsible, and what can be done with it in its state.
import { useState } from 'react';
import { Anchor, Badge, Button, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_PATHS } from '@pauta/model';
import { formatAdminDateTime } from '../../../lib/dayjs';
import type { Assignee, Pauta } from '../api/pautas';
import { formatNewsDate } from '../lib/format-news-date';
import { prefillFromPauta } from '../lib/pauta-prefill';

interface Props {
  pauta: Pauta;
  /** How many pautas (this one included) have its source link. */
  sameSource: number;
  assignees: Assignee[] | undefined;
  busy: boolean;
  onAssign(person: Assignee | null): void;
  onDiscard(): void;
  onRestore(): void;
}

export function PautaCard({ pauta, sameSource, assignees, busy, onAssign, onDiscard, onRestore }: Props) {
  const navigate = useNavigate();
  const [showOutline, setShowOutline] = useState(false);
  const outlineId = `roteiro-${pauta.id}`;
  // The person stays listed even if they are no longer staff (the select shows who it is).
  const people = assignees ?? [];
  const options = [
    { value: '', label: 'Sem responsável' },
    ...people.map((p) => ({ value: p.uid, label: p.name })),
    ...(pauta.assigneeId && !people.some((p) => p.uid === pauta.assigneeId)
      ? [{ value: pauta.assigneeId, label: pauta.assigneeName || 'Responsável' }]
      : []),
  ];

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`pauta-${pauta.id}`} data-testid="pauta">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`pauta-${pauta.id}`}>
            {pauta.headline}
          </Title>
          {sameSource > 1 && (
            <Badge
              color="orange"
              variant="light"
              tt="none"
              styles={{ label: { color: '#7c2d12' } }}
              style={{ flexShrink: 0 }}
            >
              {`Fonte repetida (${sameSource} pautas)`}
            </Badge>
          )}
        </Group>
        <Group gap="xs" fz="sm" c="gray.7">
          <Anchor href={pauta.sourceUrl} target="_blank" rel="noopener noreferrer" fz="sm">
            {pauta.publisher || pauta.sourceUrl}
          </Anchor>
          <Text span fz="sm" aria-hidden>
            ·
          </Text>
          <Text span fz="sm">
            {formatNewsDate(pauta.sourcePublishedAt)}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {`Salva por ${pauta.createdByName || 'alguém'}${pauta.createdAt ? ` em ${formatAdminDateTime(pauta.createdAt)}` : ''}`}
        </Text>
        {pauta.articleId && (
          <Text size="sm">
            Artigo:{' '}
            <Anchor component={Link} to={ADMIN_PATHS.editArticle(pauta.articleId)}>
              abrir no editor
            </Anchor>
          </Text>
        )}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            aria-expanded={showOutline}
            aria-controls={outlineId}
            onClick={() => setShowOutline((v) => !v)}
          >
            {showOutline ? 'Ocultar roteiro' : 'Ver roteiro'}
          </Button>
          {showOutline && (
            <Stack gap={4} id={outlineId} mt={4}>
              <Text size="sm">{pauta.excerpt}</Text>
              <List type="ordered" size="sm" spacing={2}>
                {pauta.steps.map((step) => (
                  <List.Item key={step.label}>
                    <Text span fw={600} size="sm">
                      {step.label}:
                    </Text>{' '}
                    {step.text}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </div>
        <Group justify="space-between" align="flex-end" mt={4}>
          <NativeSelect
            label="Responsável"
            size="xs"
            w={220}
            data={options}
            value={pauta.assigneeId ?? ''}
            disabled={busy || !assignees || pauta.status === 'discarded'}
            onChange={(e) => {
              const uid = e.currentTarget.value;
              onAssign(uid ? (people.find((p) => p.uid === uid) ?? null) : null);
            }}
          />
          <Group gap="xs">
            {pauta.status === 'new' && (
              <Button
                size="xs"
                disabled={busy}
                onClick={() => navigate(ADMIN_PATHS.newArticle, { state: prefillFromPauta(pauta) })}
              >
                Criar Artigo
              </Button>
            )}
            {pauta.status === 'in-production' && pauta.articleId && (
              <Button size="xs" variant="light" component={Link} to={ADMIN_PATHS.editArticle(pauta.articleId)}>
                Abrir artigo
              </Button>
            )}
            {pauta.status === 'discarded' ? (
              <Button size="xs" variant="light" disabled={busy} onClick={onRestore}>
                Restaurar
              </Button>
            ) : (
              <Button size="xs" variant="light" color="red" disabled={busy} onClick={onDiscard}>
                Descartar
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

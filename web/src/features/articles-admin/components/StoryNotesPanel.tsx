// 'Correções e atualizações' in the editor of a published article: 'Alteração menor' (a typo fix does
// not move the page's 'Atualizado em') and 'Adicionar nota' ('Tipo', 'Texto da nota'), which goes
// out with 'Salvar Artigo' and can then never be edited or deleted; the notes already published,
// newest first.
import { Button, Checkbox, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { NOTE_KIND_LABELS, NOTE_KINDS, NOTE_TEXT_MAX, noteHeading, type NoteKind } from '@pauta/model';
import type { NoteInput } from '../api/save-plan';
import { notesOptions } from '../queries';

interface Props {
  articleId: string;
  note: NoteInput | null;
  onNote(note: NoteInput | null): void;
  minorChange: boolean;
  onMinorChange(minor: boolean): void;
  error?: string;
}

export function StoryNotesPanel({ articleId, note, onNote, minorChange, onMinorChange, error }: Props) {
  const published = useQuery(notesOptions(articleId));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notas-titulo">
      <Stack gap="sm">
        <Title order={2} size="h5" id="notas-titulo">
          Correções e atualizações
        </Title>
        <Checkbox
          label="Alteração menor"
          description="Correção de digitação ou ajuste que não muda a notícia: a data de 'Atualizado em' não muda."
          checked={minorChange}
          onChange={(e) => onMinorChange(e.currentTarget.checked)}
        />
        {note ? (
          <>
            <Select
              label="Tipo"
              data={NOTE_KINDS.map((value) => ({ value, label: NOTE_KIND_LABELS[value] }))}
              value={note.kind}
              onChange={(kind) => kind && onNote({ ...note, kind: kind as NoteKind })}
              allowDeselect={false}
            />
            <Textarea
              label="Texto da nota"
              description="Publicada com 'Salvar Artigo'; depois não pode ser editada nem excluída, só complementada por outra nota."
              value={note.text}
              onChange={(e) => onNote({ ...note, text: e.currentTarget.value })}
              autosize
              minRows={3}
              maxLength={NOTE_TEXT_MAX}
              error={note.text.trim() ? undefined : error}
              required
            />
            <Button variant="subtle" color="red" size="xs" onClick={() => onNote(null)}>
              Remover nota
            </Button>
          </>
        ) : (
          <Button variant="light" onClick={() => onNote({ kind: 'correction', text: '' })}>
            Adicionar nota
          </Button>
        )}
        {published.isError && (
          <Text size="sm" c="red.8">
            Não foi possível carregar as notas publicadas.
          </Text>
        )}
        {published.data && published.data.length > 0 && (
          <Stack gap={6} component="ul" className="plain-list" aria-label="Notas publicadas">
            {published.data.map((n) => (
              <Text key={n.id} size="sm" component="li">
                <strong>{noteHeading(n.kind, Date.parse(n.at))}</strong> {n.text}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

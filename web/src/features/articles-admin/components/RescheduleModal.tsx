// 'Reagendar': a new 'Publicar em' (Brasília time) for a scheduled article; a time in the past, or
// none, is refused on the field and nothing is written.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { formatBrasiliaDateTime } from '@pauta/model';
import { publishTime } from '../lib/article-form';
import { PublishAtField } from './PublishAtField';

interface Props {
  article: { title: string; scheduledFor: Date } | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(at: number): void;
}

export function RescheduleModal({ article, busy, onCancel, onConfirm }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (article) setText(formatBrasiliaDateTime(article.scheduledFor.getTime()));
    setError(undefined);
  }, [article]);

  const submit = () => {
    const time = publishTime({ publishAt: text }, Date.now());
    if ('error' in time) {
      setError(time.error);
      return;
    }
    onConfirm(time.at);
  };

  return (
    <Modal opened={article !== null} onClose={onCancel} title="Reagendar publicação" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Text fw={600} mb="sm">
          {article?.title}
        </Text>
        <PublishAtField
          value={text}
          error={error}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Voltar
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar novo horário'}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

// 'Cancelar agendamento': the article goes back to being a draft and is not published.
import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  title: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function CancelScheduleModal({ title, busy, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={title !== null} onClose={onCancel} title="Cancelar agendamento" centered>
      <Text fw={600}>{`O artigo "${title ?? ''}" não será publicado.`}</Text>
      <Text size="sm" c="gray.7" mt="xs">
        Ele volta a ser um rascunho; você pode agendá-lo de novo no editor.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Voltar
        </Button>
        <Button color="red" onClick={onConfirm} disabled={busy}>
          {busy ? 'Cancelando...' : 'Cancelar agendamento'}
        </Button>
      </Group>
    </Modal>
  );
}

// The delete confirmation: 'Tem certeza...' with the article's title, the warning that it cannot be
// undone and, after a failed attempt, why (the modal stays open to try again or cancel).
import { Alert, Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  title: string | null;
  busy: boolean;
  /** The failed attempt's message. */
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteArticleModal({ title, busy, error, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={title !== null} onClose={onCancel} title="Excluir artigo" centered>
      <Text fw={600}>{`Tem certeza que deseja excluir o artigo "${title ?? ''}"?`}</Text>
      <Text size="sm" c="gray.7" mt="xs">
        Esta ação não pode ser desfeita e removerá também todas as imagens associadas.
      </Text>
      {error && (
        <Alert color="red" variant="light" title="Erro" role="alert" mt="md">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={false} disabled={busy}>
          {busy ? 'Excluindo...' : 'Excluir'}
        </Button>
      </Group>
    </Modal>
  );
}

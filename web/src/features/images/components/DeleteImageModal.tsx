// 'Confirmar exclusão': deleting an image asks first.
import { Button, Group, Modal, Text } from '@mantine/core';
import { IMAGE_TEXT } from '../lib/texts';

export function DeleteImageModal({
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={IMAGE_TEXT.confirmTitle} centered>
      <Text size="sm">{IMAGE_TEXT.confirmBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {IMAGE_TEXT.confirmButton}
        </Button>
      </Group>
    </Modal>
  );
}

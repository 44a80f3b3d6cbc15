// Unsaved-changes guard: in-app navigation while dirty asks 'Alterações não salvas';
// closing or reloading the tab triggers the browser's own leave prompt.
import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigationBlocker } from '../../../lib/navigation';

export const LEAVE_PROMPT = 'Você tem alterações não salvas. Tem certeza que deseja sair?';

export function useUnsavedGuard(dirty: boolean) {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_PROMPT; // older browsers show (or at least require) a value
      return LEAVE_PROMPT;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const modal = (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset()} title="Alterações não salvas" centered>
      <Text>Você tem alterações não salvas neste artigo. Deseja sair sem salvar?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset()}>
          Cancelar
        </Button>
        <Button color="red" onClick={() => blocker.proceed()}>
          Sair sem salvar
        </Button>
      </Group>
    </Modal>
  );
  return modal;
}

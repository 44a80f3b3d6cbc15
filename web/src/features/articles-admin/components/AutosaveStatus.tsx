// The autosave line beside the editor's title: saving, saved at HH:mm:ss, or failed (the browser
// copy still holds the text).
import { Text } from '@mantine/core';
import { dayjs } from '../../../lib/dayjs';
import type { AutosaveState } from '../hooks/use-autosave';

export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const text =
    state.kind === 'saving'
      ? 'Salvando rascunho automático...'
      : state.kind === 'saved'
        ? `Rascunho salvo automaticamente às ${dayjs(state.at).format('HH:mm:ss')}`
        : state.kind === 'error'
          ? 'Falha no salvamento automático (suas alterações continuam neste navegador)'
          : '';
  return (
    <Text size="xs" c={state.kind === 'error' ? 'red.8' : 'gray.7'} role="status" data-testid="autosave-status">
      {text}
    </Text>
  );
}

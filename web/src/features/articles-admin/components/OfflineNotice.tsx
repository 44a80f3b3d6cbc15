// Shown while the browser is offline: nothing is lost, the text is on screen and in this browser's
// copy; a save waiting for the connection runs again once back online.
import { Alert } from '@mantine/core';

export function OfflineNotice({ savePending }: { savePending: boolean }) {
  return (
    <Alert
      color="yellow"
      role="status"
      data-testid="offline-notice"
      title="Sem conexão — suas alterações estão guardadas neste navegador"
    >
      {savePending
        ? 'O artigo será salvo automaticamente quando a conexão voltar.'
        : 'Continue escrevendo: o salvamento automático no servidor volta com a conexão.'}
    </Alert>
  );
}

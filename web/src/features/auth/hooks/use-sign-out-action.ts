// 'Sair' with the spec's toasts; the header and the admin area word them differently. A failed
// sign-out also leaves 'Erro ao fazer logout' (`error`) for the screen to show beside its button
// until the next attempt: the session is still there.
import { useCallback, useState } from 'react';
import { notifySuccess, notifyError } from '../../../lib/notify';
import { useSession } from './use-session';

export const SIGN_OUT_FAILED = 'Erro ao fazer logout';

const TOASTS = {
  site: {
    success: 'Você foi desconectado(a).',
    errorTitle: 'Erro ao sair',
    error: 'Não foi possível encerrar a sessão.',
  },
  admin: {
    success: 'Você foi desconectado com sucesso.',
    errorTitle: 'Erro ao realizar logout',
    error: 'Ocorreu um problema ao tentar desconectar.',
  },
} as const;

export function useSignOutAction(where: 'site' | 'admin', after?: () => void) {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await signOut();
      notifySuccess('Sessão encerrada', TOASTS[where].success);
      after?.();
    } catch (failure) {
      console.error('Falha ao sair', failure);
      setError(SIGN_OUT_FAILED);
      notifyError(TOASTS[where].errorTitle, TOASTS[where].error);
    } finally {
      setBusy(false);
    }
  }, [signOut, where, after]);
  return { signOut: run, busy, error };
}

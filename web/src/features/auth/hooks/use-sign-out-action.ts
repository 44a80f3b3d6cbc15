// 'Sair' with the spec's toasts; the header and the admin area word them differently.
import { useCallback, useState } from 'react';
import { notifySuccess, notifyError } from '../../../lib/notify';
import { useSession } from './use-session';

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
  const run = useCallback(async () => {
    setBusy(true);
    try {
      await signOut();
      notifySuccess('Sessão encerrada', TOASTS[where].success);
      after?.();
    } catch {
      notifyError(TOASTS[where].errorTitle, TOASTS[where].error);
    } finally {
      setBusy(false);
    }
  }, [signOut, where, after]);
  return { signOut: run, busy };
}

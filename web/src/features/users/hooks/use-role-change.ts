// Changing a user's role: the client checks (own row, admin only) give the spec's toasts early;
// the rules decide. The list is refetched after every change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import type { Role } from '@pauta/model';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { updateUserRole } from '../api/users';
import { canChangeRoles, roleUpdateErrorMessage, ROLE_TEXTS } from '../lib/role-access';
import { queryKeys } from '../../../lib/query-keys';

export function useRoleChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: Role }) => updateUserRole(uid, role),
    onSuccess: () => notifySuccess('Sucesso', ROLE_TEXTS.success),
    onError: (error) => notifyError('Erro', roleUpdateErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });

  const change = (uid: string, role: Role) => {
    if (session.status !== 'signed-in') return notifyError('Erro', 'Usuário não autenticado');
    if (uid === session.user.id) return notifyError('Erro', ROLE_TEXTS.ownRole);
    if (!canChangeRoles(session.role)) return notifyError('Erro', ROLE_TEXTS.noPermission);
    mutation.mutate({ uid, role });
  };

  return { change, pendingUid: mutation.isPending ? mutation.variables?.uid : undefined };
}

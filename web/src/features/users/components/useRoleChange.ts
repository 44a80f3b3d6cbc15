// Changing a user's role: the client checks (own row, admin only) give the spec's toasts early;
// the rules decide. The list is refetched after every change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../auth';
import type { Role } from '../../../lib/model';
import { toastError, toastSuccess } from '../../../lib/admin-toast';
import { updateUserRole } from '../api/users';
import { canChangeRoles, roleUpdateErrorMessage, ROLE_TEXTS } from '../lib/roleAccess';
import { usersKeys } from '../queries';

export function useRoleChange() {
  const session = useSession();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: Role }) => updateUserRole(uid, role),
    onSuccess: () => toastSuccess('Sucesso', ROLE_TEXTS.success),
    onError: (error) => toastError('Erro', roleUpdateErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });

  const change = (uid: string, role: Role) => {
    if (session.status !== 'signed-in') return toastError('Erro', 'Usuário não autenticado');
    if (uid === session.user.id) return toastError('Erro', ROLE_TEXTS.ownRole);
    if (!canChangeRoles(session.role)) return toastError('Erro', ROLE_TEXTS.noPermission);
    mutation.mutate({ uid, role });
  };

  return { change, pendingUid: mutation.isPending ? mutation.variables?.uid : undefined };
}

// Who may change whose role: only an admin, never on their own row. The rules enforce the same;
// this only picks what each row shows.
import { ROLE, type Role } from '@pauta/model';

export type RoleCellMode = 'self' | 'editable' | 'locked';

export const canChangeRoles = (viewerRole: Role | null) => viewerRole === ROLE.admin;

export function roleCellMode(viewer: { id: string; role: Role | null }, rowId: string): RoleCellMode {
  if (viewer.id === rowId) return 'self';
  return canChangeRoles(viewer.role) ? 'editable' : 'locked';
}

export const ROLE_TEXTS = {
  ownRole: 'Você não pode alterar sua própria função.',
  noPermission: 'Você não tem permissão para alterar funções de usuário',
  success: 'Função do usuário atualizada com sucesso.',
  unknownFailure: 'Erro desconhecido ao atualizar a função do usuário.',
  denied: 'Erro de permissão: não é possível atualizar este usuário',
  notFound: 'Usuário não encontrado',
  listDenied: 'Acesso negado: apenas administradores podem visualizar usuários',
  unknownLoad: 'Erro desconhecido',
} as const;

const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';

/** The message a failed role update shows. */
export function roleUpdateErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'permission-denied') return ROLE_TEXTS.denied;
  if (code === 'not-found') return ROLE_TEXTS.notFound;
  if (error instanceof Error && error.message) return `Erro ao atualizar função do usuário: ${error.message}`;
  return ROLE_TEXTS.unknownFailure;
}

/** The message a failed user list shows. */
export function usersLoadErrorMessage(error: unknown): string {
  if (codeOf(error) === 'permission-denied') return ROLE_TEXTS.listDenied;
  if (error instanceof Error && error.message) return `Erro ao carregar usuários: ${error.message}`;
  return ROLE_TEXTS.unknownLoad;
}

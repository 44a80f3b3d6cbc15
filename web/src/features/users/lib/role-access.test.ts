import { describe, expect, it } from 'vitest';
import { canChangeRoles, roleCellMode, roleUpdateErrorMessage, usersLoadErrorMessage } from './role-access';
import { prefixEnd, searchPrefixes } from './search-terms';

describe('role cells', () => {
  it('only an admin gets selectors, never on their own row', () => {
    expect(roleCellMode({ id: 'a', role: 'admin' }, 'b')).toBe('editable');
    expect(roleCellMode({ id: 'a', role: 'admin' }, 'a')).toBe('self');
    expect(roleCellMode({ id: 'e', role: 'editor' }, 'b')).toBe('locked');
    expect(roleCellMode({ id: 'e', role: 'editor' }, 'e')).toBe('self');
    expect(canChangeRoles('editor')).toBe(false);
    expect(canChangeRoles(null)).toBe(false);
  });

  it('maps failures to the spec’s texts', () => {
    expect(roleUpdateErrorMessage({ code: 'permission-denied' })).toBe(
      'Erro de permissão: não é possível atualizar este usuário',
    );
    expect(roleUpdateErrorMessage({ code: 'not-found' })).toBe('Usuário não encontrado');
    expect(roleUpdateErrorMessage(new Error('rede'))).toBe('Erro ao atualizar função do usuário: rede');
    expect(roleUpdateErrorMessage('x')).toBe('Erro desconhecido ao atualizar a função do usuário.');
    expect(usersLoadErrorMessage({ code: 'permission-denied' })).toBe(
      'Acesso negado: apenas administradores podem visualizar usuários',
    );
    expect(usersLoadErrorMessage(new Error('offline'))).toBe('Erro ao carregar usuários: offline');
    expect(usersLoadErrorMessage(null)).toBe('Erro desconhecido');
  });
});

describe('search prefixes', () => {
  it('lower-cases the email prefix and tries the name as typed and capitalised', () => {
    expect(searchPrefixes('  lucas  almeida ')).toEqual({
      email: 'lucas almeida',
      names: ['lucas almeida', 'Lucas Almeida'],
    });
    expect(searchPrefixes('Ana')).toEqual({ email: 'ana', names: ['Ana'] });
    expect(searchPrefixes('   ')).toBeNull();
    expect('lucas@pauta.dev' <= prefixEnd('lucas')).toBe(true);
    expect('lucat' <= prefixEnd('lucas')).toBe(false);
  });
});

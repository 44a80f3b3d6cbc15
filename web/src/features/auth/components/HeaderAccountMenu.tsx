// The header's account slot once the session is known: 'Entrar' when signed out; avatar, first
// name, profile link, 'Painel Admin' (the newsroom: admins, editors, contributors) and 'Sair' when signed in.
import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { firstNameOf } from '../lib/session-user';
import { UserAvatar } from './UserAvatar';
import { useSignOutAction } from '../hooks/use-sign-out-action';
import { ADMIN_HOME, isNewsroom } from '@pauta/model';

export default function HeaderAccountMenu() {
  const { status, user } = useSession();
  const { signOut, busy } = useSignOutAction('site');

  if (status !== 'signed-in' || !user) {
    return (
      <Button component={Link} to="/login" size="sm">
        Entrar
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <UnstyledButton component={Link} to="/perfil" aria-label={`Meu perfil (${user.name})`}>
        <Group gap={8} wrap="nowrap">
          <UserAvatar name={user.name} src={user.avatarUrl} size="sm" />
          <Text fw={600} size="sm" className="header-account-name">
            {firstNameOf(user.name)}
          </Text>
        </Group>
      </UnstyledButton>
      {isNewsroom(user.role) && (
        <Button component={Link} to={ADMIN_HOME} size="sm" variant="light">
          Painel Admin
        </Button>
      )}
      <Button size="sm" variant="subtle" color="gray" onClick={signOut} loading={busy}>
        Sair
      </Button>
    </Group>
  );
}

// The mobile menu's account part, mirroring HeaderAccount.
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from '../hooks/use-session';
import { firstNameOf } from '../lib/session-user';
import { UserAvatar } from './UserAvatar';
import { useSignOutAction } from '../hooks/use-sign-out-action';
import { ADMIN_HOME, isNewsroom } from '@pauta/model';

export default function MobileAccountMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { status, user } = useSession();
  const { signOut, busy } = useSignOutAction('site', onNavigate);

  if (status !== 'signed-in' || !user) {
    return (
      <Button component={Link} to="/login" onClick={onNavigate} fullWidth disabled={status === 'loading'}>
        Entrar
      </Button>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar name={user.name} src={user.avatarUrl} />
        <div>
          <Text fw={600}>{firstNameOf(user.name)}</Text>
          <Text size="xs" c="gray.7">
            {user.email}
          </Text>
        </div>
      </Group>
      <Button component={Link} to="/perfil" onClick={onNavigate} variant="default" fullWidth>
        Meu perfil
      </Button>
      {isNewsroom(user.role) && (
        <Button component={Link} to={ADMIN_HOME} onClick={onNavigate} variant="light" fullWidth>
          Painel Admin
        </Button>
      )}
      <Button onClick={signOut} loading={busy} variant="subtle" color="gray" fullWidth>
        Sair
      </Button>
    </Stack>
  );
}

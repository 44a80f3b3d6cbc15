// Admin layout: sidebar with every section the person's role may open (a contributor's screens
// only; any other address shows 'Sem permissão'), 'Ir ao Blog' in a new tab, the
// signed-in person (name → /perfil, email), logout in sidebar and header, footer with the year.
import { Anchor, AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/layout/Logo';
import { mayOpenAdminPath, navFor, SIDEBAR_WIDTH } from '../lib/admin-nav';
import { ScreenNotAllowed } from './ScreenNotAllowed';
import { UserAvatar, useSession, useSignOutAction } from '../../auth';
import { ADMIN_ROOT, adminPath } from '@pauta/model';

export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, role } = useSession();
  const {
    signOut,
    busy,
    error: signOutError,
  } = useSignOutAction('admin', () => navigate(ADMIN_ROOT, { replace: true }));

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 44 }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
            />
            <Logo />
            <Text fw={600} c="gray.7" visibleFrom="xs">
              Painel Admin
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {signOutError && (
              <Text size="sm" c="red.8" role="alert">
                {signOutError}
              </Text>
            )}
            <Button variant="subtle" color="gray" onClick={signOut} disabled={busy}>
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Menu do painel">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2} component="nav" aria-label="Seções do painel">
            {navFor(role).map((item) => {
              const to = adminPath(item.path);
              return (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={to}
                  label={item.label}
                  active={pathname === to || pathname.startsWith(`${to}/`)}
                  onClick={close}
                />
              );
            })}
            <NavLink component="a" href="/" target="_blank" rel="noopener" label="Ir ao Blog" />
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Divider my="sm" />
          {user && (
            <Group gap="sm" wrap="nowrap" mb="sm">
              <UserAvatar name={user.name} src={user.avatarUrl} />
              <Box miw={0}>
                <Anchor component={Link} to="/perfil" fw={600} size="sm" truncate display="block">
                  {user.name}
                </Anchor>
                <Text size="xs" c="gray.7" truncate>
                  {user.email}
                </Text>
              </Box>
            </Group>
          )}
          <Button variant="light" color="red" fullWidth onClick={signOut} disabled={busy}>
            Sair
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="conteudo">
        {mayOpenAdminPath(pathname, role) ? <Outlet /> : <ScreenNotAllowed />}
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" px="md" justify="center">
          <Text size="xs" c="gray.7">
            © {new Date().getFullYear()} Pauta. Todos os direitos reservados.
          </Text>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}

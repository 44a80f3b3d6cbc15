// /admin: 'Login' and 'Cadastro' tabs for email and password accounts.
import { Button, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { EmailNotConfirmedBanner } from '../components/EmailNotConfirmedBanner';
import { useAdminLoginActions } from '../hooks/use-admin-login-actions';
import { AuthCard, CredentialFields, homeFor, useAuthHashError } from '../../auth';

export function AdminLoginPage() {
  usePageMeta({ title: 'Área administrativa', noindex: true });
  useAuthHashError('admin');
  const { session, tab, setTab, fields, set, busy, resending, showBanner, onLogin, onSignUp, onResend } =
    useAdminLoginActions();

  // An existing session (or a sign-in that just settled) leaves this page.
  if (session.status === 'signed-in' && !busy) return <Navigate to={homeFor(session.role)} replace />;

  return (
    <AuthCard>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          Área administrativa
        </Title>
        {showBanner && <EmailNotConfirmedBanner onResend={onResend} resending={resending} />}
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="login">Login</Tabs.Tab>
            <Tabs.Tab value="signup">Cadastro</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login" pt="md">
            <form onSubmit={onLogin}>
              <Stack gap="sm">
                <CredentialFields
                  email={fields.email}
                  password={fields.password}
                  onEmail={set('email')}
                  onPassword={set('password')}
                  passwordAutoComplete="current-password"
                />
                <Button type="submit" disabled={busy !== null} fullWidth>
                  {busy === 'login' ? 'Entrando...' : 'Entrar'}
                </Button>
              </Stack>
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="signup" pt="md">
            <form onSubmit={onSignUp}>
              <Stack gap="sm">
                <TextInput label="Nome" autoComplete="name" value={fields.name} onChange={set('name')} withAsterisk />
                <CredentialFields
                  email={fields.email}
                  password={fields.password}
                  onEmail={set('email')}
                  onPassword={set('password')}
                  passwordAutoComplete="new-password"
                />
                <Button type="submit" disabled={busy !== null} fullWidth>
                  {busy === 'signup' ? 'Cadastrando...' : 'Cadastrar'}
                </Button>
              </Stack>
            </form>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </AuthCard>
  );
}

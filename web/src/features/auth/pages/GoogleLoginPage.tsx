// /login: the readers' Google sign-in page.
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { notifySuccess, notifyError } from '../../../lib/notify';
import { Link, Navigate } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { authErrorMessage, UserFacingError } from '../lib/auth-error-messages';
import { useSession } from '../hooks/use-session';
import { useAuthHashError } from '../hooks/use-auth-hash-error';
import type { AuthUserLike } from '../lib/session-user';
import { AuthCard } from '../components/AuthCard';
import { finishGoogleRedirect, signInWithGoogle } from '../api/google-auth';
import { welcomeMessage } from '../lib/welcome-toast';

const GOOGLE_FALLBACK = 'Não foi possível concluir o login com o Google.';

const isFirebaseError = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

export function GoogleLoginPage() {
  usePageMeta({ title: 'Entrar', noindex: true });
  useAuthHashError('site');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(err: unknown) {
    if (err instanceof UserFacingError) {
      setError(err.message);
      notifyError('Erro no Login', err.message);
    } else if (isFirebaseError(err)) {
      setError(`Erro no login: ${authErrorMessage(err, GOOGLE_FALLBACK)}`);
      notifyError('Erro no Login', 'Não foi possível fazer login com o Google. Tente novamente.');
    } else {
      setError('Erro inesperado durante o login');
      notifyError('Erro Inesperado', 'Ocorreu um erro durante o login. Por favor, tente novamente.');
    }
  }

  async function welcome(user: AuthUserLike) {
    const outcome = await session.completeSignIn(user);
    if (outcome.kind === 'ok') {
      notifySuccess('Login realizado', welcomeMessage(outcome.user.role, outcome.user.name));
    }
  }

  // Coming back from the redirect flow: surface its error (success is picked up by the session).
  useEffect(() => {
    finishGoogleRedirect().then((user) => user && welcome(user), fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onGoogle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const user = await signInWithGoogle();
      if (user) await welcome(user);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  if (session.status === 'signed-in' && !busy) return <Navigate to="/" replace />;

  return (
    <AuthCard
      footer={
        <Text size="xs" c="gray.7" ta="center">
          Ao continuar, você concorda com os{' '}
          <Anchor component={Link} to="/termos" size="xs" underline="always">
            Termos de Uso
          </Anchor>{' '}
          e a{' '}
          <Anchor component={Link} to="/privacidade" size="xs" underline="always">
            Política de Privacidade
          </Anchor>
          .
        </Text>
      }
    >
      <Stack gap="md" ta="center">
        <Title order={1} size="h2">
          Acesse sua conta
        </Title>
        <Text c="gray.7" size="sm">
          Entre com a sua conta Google para acompanhar seu perfil.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={onGoogle} disabled={busy} size="md" variant="default" leftSection={<GoogleMark />}>
          {busy ? 'Conectando...' : 'Entrar com Google'}
        </Button>
      </Stack>
    </AuthCard>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.3.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.7l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

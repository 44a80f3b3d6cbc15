// The /admin page's actions: sign in, sign up and resend the confirmation link, with their toasts.
import { useState, type FormEvent } from 'react';
import { notifySuccess, notifyError } from '../../../lib/notify';
import { EmailNotConfirmedError, resendConfirmation, signInWithEmail, signUpWithEmail } from '../api/email-auth';
import {
  authErrorMessage,
  homeFor,
  INVALID_CREDENTIALS,
  INVALID_ROLE_ERROR,
  parseAuthHashError,
  useSession,
  wasExpiredLinkSeen,
  welcomeMessage,
} from '../../auth';
import { ADMIN_HOME } from '@pauta/model';

const SIGN_UP_DEFAULT = 'Ocorreu um erro durante o cadastro. Por favor, tente novamente.';
const RESEND_DEFAULT = 'Não foi possível enviar o email de confirmação.';

export type AdminLoginBusy = null | 'login' | 'signup';

export function useAdminLoginActions() {
  const session = useSession();
  const [tab, setTab] = useState<string | null>('login');
  const [fields, setFields] = useState({ name: '', email: '', password: '' });
  const [busy, setBusy] = useState<AdminLoginBusy>(null);
  const [resending, setResending] = useState(false);
  const [showBanner, setShowBanner] = useState(
    () => wasExpiredLinkSeen() || parseAuthHashError(window.location.hash)?.kind === 'expired',
  );

  const set = (key: keyof typeof fields) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value; // read now: React clears currentTarget after the handler
    setFields((f) => ({ ...f, [key]: value }));
  };

  async function onLogin(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy('login');
    try {
      const user = await signInWithEmail(fields.email, fields.password);
      const outcome = await session.completeSignIn(user);
      if (outcome.kind === 'ok') {
        const { role, name } = outcome.user;
        if (homeFor(role) === ADMIN_HOME) {
          notifySuccess('Login realizado com sucesso', 'Você será redirecionado para o painel administrativo.');
        } else {
          notifySuccess('Login realizado', welcomeMessage(role, name));
        }
      } else if (outcome.kind === 'invalid-role') {
        notifyError('Erro no login', INVALID_ROLE_ERROR);
      }
      // 'missing' and 'error' are announced by the session itself.
    } catch (error) {
      const message = authErrorMessage(error, INVALID_CREDENTIALS);
      if (error instanceof EmailNotConfirmedError) setShowBanner(true);
      notifyError('Erro no login', message);
    } finally {
      setBusy(null);
    }
  }

  async function onSignUp(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!fields.name.trim()) {
      notifyError('Nome obrigatório', 'Por favor, informe seu nome para continuar.');
      return;
    }
    setBusy('signup');
    try {
      await signUpWithEmail(fields.name, fields.email, fields.password);
      notifySuccess(
        'Cadastro realizado com sucesso',
        'Um email de confirmação foi enviado para o seu email. Por favor, confirme seu email para continuar.',
      );
      setShowBanner(true);
      setTab('login');
    } catch (error) {
      notifyError('Erro no cadastro', authErrorMessage(error, SIGN_UP_DEFAULT));
    } finally {
      setBusy(null);
    }
  }

  async function onResend() {
    if (resending) return;
    if (!fields.email.trim()) {
      notifyError('Email necessário', 'Por favor, informe seu email para enviar o link de confirmação.');
      return;
    }
    setResending(true);
    try {
      await resendConfirmation(fields.email, fields.password);
      notifySuccess(
        'Email de confirmação enviado',
        'Por favor, verifique sua caixa de entrada e confirme seu email para continuar.',
      );
    } catch (error) {
      notifyError(
        'Erro ao enviar email',
        `Erro ao reenviar email de confirmação: ${authErrorMessage(error, RESEND_DEFAULT)}`,
      );
    } finally {
      setResending(false);
    }
  }

  return { session, tab, setTab, fields, set, busy, resending, showBanner, onLogin, onSignUp, onResend };
}

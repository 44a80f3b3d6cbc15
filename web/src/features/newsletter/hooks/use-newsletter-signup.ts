// The newsletter forms' state: the address typed, the request in flight ('Inscrevendo...'), then
// either 'Confirme sua inscrição' / 'Enviamos um link para {email}.' or the server's pt-BR error.
// The typed address is kept on error, cleared on success.
import { useState } from 'react';
import type { NewsletterSource } from '@pauta/model';
import { postSubscription } from '../api/subscribe';

export type SignupState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; title: string; message: string }
  | { kind: 'error'; message: string };

export function useNewsletterSignup(
  source: NewsletterSource,
  initialEmail = '',
  post: typeof postSubscription = postSubscription,
) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<SignupState>({ kind: 'idle' });
  const sending = state.kind === 'sending';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !email.trim()) return;
    setState({ kind: 'sending' });
    void post(email.trim(), source).then((answer) => {
      if (answer.ok) {
        setEmail('');
        setState({ kind: 'done', title: answer.title, message: answer.message });
      } else {
        setState({ kind: 'error', message: answer.error });
      }
    });
  };

  return { email, setEmail, state, sending, submit };
}

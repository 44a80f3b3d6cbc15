// The simulated newsletter signup (spec: 1 s 'Inscrevendo...', then a success toast; no call).
import { useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../../lib/notify';

export const NEWSLETTER_DELAY_MS = 1000;

export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !email.trim()) return;
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setEmail('');
      notifySuccess('Inscrição realizada com sucesso!', 'Você receberá nossas últimas notícias no seu email.');
    }, NEWSLETTER_DELAY_MS);
  };

  return { email, setEmail, sending, submit };
}

import { useId } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS, newsletterFormMarker } from '@pauta/model';
import { SignupFeedback } from './SignupFeedback';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

/**
 * The home page's newsletter card. A real form (it posts to the newsletter function without
 * JavaScript); the app sends it with fetch and shows the answer in place.
 */
export function NewsletterCard({ initialEmail = '' }: { initialEmail?: string }) {
  const { email, setEmail, state, sending, submit } = useNewsletterSignup('home', initialEmail);
  const inputId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      className="newsletter-card"
      component="section"
      aria-labelledby="newsletter-titulo"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="newsletter-titulo">
          Receba nossa newsletter
        </Title>
        <Text c="dimmed">As notícias mais importantes de tecnologia, inovação e educação, direto no seu email.</Text>
        <form
          method="post"
          action={NEWSLETTER_PATHS.subscribe}
          onSubmit={submit}
          data-pauta-form={newsletterFormMarker('home')}
        >
          <input type="hidden" name="source" value="home" />
          <Stack gap="sm">
            {/* A native input keeps the home page's first load small (no Mantine Input stack). */}
            <div className="native-field">
              <label htmlFor={inputId}>Email</label>
              <input
                id={inputId}
                type="email"
                name="email"
                required
                maxLength={254}
                placeholder="seu@email.com"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                disabled={sending}
              />
            </div>
            <Button type="submit" disabled={sending}>
              {sending ? NEWSLETTER_TEXTS.sending : 'Inscrever-se'}
            </Button>
          </Stack>
        </form>
        <SignupFeedback state={state} />
        <p className="newsletter-note">
          {NEWSLETTER_TEXTS.note} <a href="/privacidade">Política de Privacidade</a>
        </p>
      </Stack>
    </Paper>
  );
}

import { useId } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

/** The home page's newsletter card (email required, simulated signup). */
export function NewsletterCard() {
  const { email, setEmail, sending, submit } = useNewsletterSignup();
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
        <form onSubmit={submit}>
          <Stack gap="sm">
            {/* A native input keeps the home page's first load small (no Mantine Input stack). */}
            <div className="native-field">
              <label htmlFor={inputId}>Email</label>
              <input
                id={inputId}
                type="email"
                required
                placeholder="seu@email.com"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                disabled={sending}
              />
            </div>
            <Button type="submit" disabled={sending}>
              {sending ? 'Inscrevendo...' : 'Inscrever-se'}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { NEWSLETTER_PATHS, NEWSLETTER_TEXTS, newsletterFormMarker } from '@pauta/model';
import { SignupFeedback } from './SignupFeedback';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

/** The footer's newsletter form (source 'rodape'): a real form, sent with fetch by the app. */
export function FooterNewsletter({ initialEmail = '' }: { initialEmail?: string }) {
  const { email, setEmail, state, sending, submit } = useNewsletterSignup('rodape', initialEmail);
  return (
    <Stack gap="xs">
      <form
        method="post"
        action={NEWSLETTER_PATHS.subscribe}
        onSubmit={submit}
        aria-label="Newsletter do rodapé"
        data-pauta-form={newsletterFormMarker('rodape')}
      >
        <input type="hidden" name="source" value="rodape" />
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="email"
            name="email"
            required
            maxLength={254}
            label="Seu email"
            placeholder="seu@email.com"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: 1 }}
            size="sm"
          />
          <Button type="submit" size="sm" disabled={sending}>
            {sending ? NEWSLETTER_TEXTS.sending : 'Assinar'}
          </Button>
        </Group>
      </form>
      <SignupFeedback state={state} />
      <p className="newsletter-note">{NEWSLETTER_TEXTS.note}</p>
    </Stack>
  );
}

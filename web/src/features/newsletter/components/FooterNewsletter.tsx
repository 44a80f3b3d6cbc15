import { Button, Group, TextInput } from '@mantine/core';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

export function FooterNewsletter() {
  const { email, setEmail, sending, submit } = useNewsletterSignup();
  return (
    <form onSubmit={submit} aria-label="Newsletter do rodapé">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="email"
          required
          label="Seu email"
          placeholder="seu@email.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          style={{ flex: 1 }}
          size="sm"
        />
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Inscrevendo...' : 'Assinar'}
        </Button>
      </Group>
    </form>
  );
}

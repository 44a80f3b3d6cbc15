import { Alert, Anchor, Text } from '@mantine/core';

export const BANNER_TEXT = 'Seu email ainda não foi confirmado ou o link expirou...';

export function EmailNotConfirmedBanner({ onResend, resending }: { onResend: () => void; resending: boolean }) {
  return (
    <Alert color="yellow" variant="light" role="alert" title="Confirme seu email">
      <Text size="sm">{BANNER_TEXT}</Text>
      <Text size="sm" mt={4}>
        Abra o link que enviamos para o seu email ou{' '}
        <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={resending} fw={600}>
          {resending ? 'Reenviando...' : 'reenvie o email de confirmação'}
        </Anchor>
        .
      </Text>
    </Alert>
  );
}

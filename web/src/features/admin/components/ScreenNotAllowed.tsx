// An admin screen the person's role may not open (a contributor on a staff-only address): said
// plainly, with the way back. The rules refuse its data anyway; this keeps the screen from erroring.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '@pauta/model';
import { usePageMeta } from '../../../components/head';

export function ScreenNotAllowed() {
  usePageMeta({ title: 'Sem permissão · Painel Admin', noindex: true });
  return (
    <Alert
      color="orange"
      variant="light"
      maw={640}
      title={
        <Title order={1} size="h3">
          Sem permissão
        </Title>
      }
    >
      <Stack gap="sm" align="flex-start">
        <Text>Esta tela é exclusiva de editores e administradores.</Text>
        <Button component={Link} to={ADMIN_PATHS.dashboard} variant="light">
          Voltar ao Dashboard
        </Button>
      </Stack>
    </Alert>
  );
}

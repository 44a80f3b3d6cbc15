// The guard's screens: loading spinner, 'Acesso Restrito', 'Erro de Permissão'.
import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';

export function GuardLoading() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="gray.7" size="sm">
          Carregando...
        </Text>
      </Stack>
    </Center>
  );
}

export function RestrictedAccessPage() {
  usePageMeta({ title: 'Acesso Restrito', noindex: true });
  return (
    <Container size="sm" py={80}>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>Acesso Restrito</Title>
          <Text>
            Você não tem permissão para acessar o painel administrativo. Apenas usuários com perfil de administrador,
            editor ou colaborador podem acessar esta área.
          </Text>
          <Text c="gray.7" size="sm">
            Se você acredita que deveria ter acesso, entre em contato com um administrador.
          </Text>
          <Button component={Link} to="/">
            Voltar para o site
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

export function PermissionErrorPage() {
  usePageMeta({ title: 'Erro de Permissão', noindex: true });
  return (
    <Container size="sm" py={80}>
      <Alert
        color="red"
        variant="light"
        title={
          <Title order={1} size="h3">
            Erro de Permissão
          </Title>
        }
      >
        <Stack gap="md">
          <Text>Sua conta tem permissões inválidas. Por favor, faça login novamente.</Text>
          <Anchor component={Link} to="/login" fw={600}>
            Fazer Login Novamente
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}

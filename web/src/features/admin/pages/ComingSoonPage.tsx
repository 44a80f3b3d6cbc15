import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { ADMIN_NAV } from '../lib/admin-nav';
import { ADMIN_PATHS } from '@pauta/model';

/** A sidebar entry whose screen ships in a later release says so plainly. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const section = pathname.split('/')[2] ?? '';
  const label = ADMIN_NAV.find((item) => item.path === section)?.label ?? 'Esta tela';
  usePageMeta({ title: `${label} · Painel Admin`, noindex: true });
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Badge variant="light" color="gray">
          Em breve
        </Badge>
        <Title order={1} size="h2">
          {label}
        </Title>
        <Text>Esta tela ainda não está disponível: ela chega em uma próxima versão do painel.</Text>
        <Button component={Link} to={ADMIN_PATHS.dashboard} variant="light">
          Voltar ao Dashboard
        </Button>
      </Stack>
    </Paper>
  );
}

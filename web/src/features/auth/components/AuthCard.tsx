// The centred card both login pages use: logo and product name on top, content, a link back to the site.
import type { ReactNode } from 'react';
import { Anchor, Box, Center, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/layout/Logo';

export function AuthCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Center component="main" id="conteudo" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Center>
            <Logo />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {children}
          </Paper>
          {footer}
          <Center>
            <Anchor component={Link} to="/" size="sm">
              Voltar para o site
            </Anchor>
          </Center>
        </Stack>
      </Box>
    </Center>
  );
}

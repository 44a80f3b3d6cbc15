// Site footer: description, social placeholders, categories, useful links, newsletter slot, year.
import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FOOTER_CATEGORIES } from '../../lib/categories';
import { categoryPath, FOOTER_LINKS, SITE_DESCRIPTION } from '@pauta/model';
import { ColumnsGrid } from '../ColumnsGrid';
import { Logo } from './Logo';
import './site-footer.css';

const SOCIAL = ['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn', 'YouTube'];

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className="site-footer">
      <Container size="xl" py="xl">
        <ColumnsGrid max={4} spacing="xl">
          <Stack gap="sm">
            <Logo />
            <Text size="sm">{SITE_DESCRIPTION}</Text>
            <Group gap="xs" component="ul" className="plain-list" aria-label="Redes sociais">
              {SOCIAL.map((name) => (
                <li key={name}>
                  {/* Placeholders until the social profiles exist. */}
                  <Anchor href="#" size="sm" onClick={(e) => e.preventDefault()} aria-label={`${name} (em breve)`}>
                    {name}
                  </Anchor>
                </li>
              ))}
            </Group>
          </Stack>
          <nav aria-labelledby="rodape-categorias">
            <Title order={2} size="h5" id="rodape-categorias" mb="sm">
              Categorias
            </Title>
            <Stack gap={6} component="ul" className="plain-list">
              {FOOTER_CATEGORIES.map((c) => (
                <li key={c.slug}>
                  <Anchor component={Link} to={categoryPath(c.slug)} size="sm">
                    {c.label}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
          <nav aria-labelledby="rodape-links">
            <Title order={2} size="h5" id="rodape-links" mb="sm">
              Links úteis
            </Title>
            <Stack gap={6} component="ul" className="plain-list">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <Anchor component={Link} to={l.to} size="sm">
                    {l.label}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
          <Stack gap="sm">
            <Title order={2} size="h5">
              Newsletter
            </Title>
            <Text size="sm">Receba as principais notícias da semana no seu email.</Text>
            {newsletter}
          </Stack>
        </ColumnsGrid>
        <Text size="sm" ta="center" mt="xl" className="site-footer-copy">
          © {year} Pauta. Todos os direitos reservados.
        </Text>
      </Container>
    </Box>
  );
}

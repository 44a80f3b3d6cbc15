// Site header: logo, main navigation (Início, six categories, Tópicos), account slot, mobile menu.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from './Logo';
import { SearchIcon, SiteSearchForm } from './SiteSearchForm';
import { MAIN_NAV_LINKS, SEARCH_PAGE_PATH, SEARCH_TEXTS } from '@pauta/model';
import './site-header.css';

const MobileMenu = lazy(() => import('./MobileMenu'));

interface SiteHeaderProps {
  account?: ReactNode;
  mobileAccount?: (close: () => void) => ReactNode;
}

export function SiteHeader({ account, mobileAccount }: SiteHeaderProps) {
  const [opened, setOpened] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const close = () => setOpened(false);
  const toggle = () => {
    setMenuLoaded(true);
    setOpened((o) => !o);
  };
  return (
    <Box component="header" className="site-header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Logo />
          <Box component="nav" aria-label="Navegação principal" visibleFrom="md" className="site-nav">
            {MAIN_NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.to === '/'} className="site-nav-link">
                {link.label}
              </NavLink>
            ))}
          </Box>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="lg">
              <SiteSearchForm className="site-search-header" />
            </Box>
            <Box visibleFrom="md" hiddenFrom="lg">
              <Link to={SEARCH_PAGE_PATH} className="site-search-link" aria-label={SEARCH_TEXTS.submit}>
                <SearchIcon />
              </Link>
            </Box>
            <Box visibleFrom="md">{account}</Box>
            <button
              type="button"
              className="site-menu-toggle mantine-hidden-from-md"
              data-opened={opened || undefined}
              onClick={toggle}
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={opened}
            >
              <span className="site-menu-toggle-bars" />
            </button>
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} account={mobileAccount?.(close)} />
        </Suspense>
      )}
    </Box>
  );
}

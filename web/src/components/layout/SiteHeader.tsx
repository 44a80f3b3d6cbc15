// Site header: logo, main navigation (Início, six categories, Tópicos), search, account slot and
// the mobile menu. Plain markup: the server renders it into every reader page and it works as
// HTML; the account slots are whatever the page puts there (islands on a reader page).
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from './Logo';
import { SearchIcon, SiteSearchForm } from './SiteSearchForm';
import { MobileMenu } from './MobileMenu';
import { wireMobileMenu } from './mobile-menu';
import { MAIN_NAV_LINKS, SEARCH_PAGE_PATH, SEARCH_TEXTS } from '@pauta/model';
import './site-header.css';

interface SiteHeaderProps {
  account?: ReactNode;
  mobileAccount?: ReactNode;
  /** The mobile menu's account part only while it is open (the app's own pages). */
  lazyMobileAccount?: boolean;
}

export function SiteHeader({ account, mobileAccount, lazyMobileAccount }: SiteHeaderProps) {
  const ref = useRef<HTMLElement>(null);
  // In the app (its own pages); on a rendered page the reader's script wires the same menu.
  useEffect(() => (ref.current ? wireMobileMenu(ref.current) : undefined), []);
  return (
    <Box component="header" className="site-header" ref={ref}>
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
            <Box visibleFrom="md" className="header-account">
              {account}
            </Box>
            <MobileMenu account={mobileAccount} lazyAccount={lazyMobileAccount} />
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

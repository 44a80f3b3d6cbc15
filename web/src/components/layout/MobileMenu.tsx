// The mobile navigation drawer. Loaded on the first tap of the menu button (keeps Drawer,
// ScrollArea and the focus trap out of the first load).
import type { ReactNode } from 'react';
import { Divider, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV_LINKS } from '@pauta/model';
import { SiteSearchForm } from './SiteSearchForm';
import './site-header.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  account?: ReactNode;
}

export default function MobileMenu({ opened, onClose, account }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="xs"
      padding="md"
      id="menu-movel"
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      <SiteSearchForm onSearch={onClose} />
      <Stack gap={4} component="nav" aria-label="Navegação móvel" mt="md">
        {MAIN_NAV_LINKS.map((link) => (
          <UnstyledButton
            key={link.to}
            component={NavLink}
            to={link.to}
            end={link.to === '/'}
            onClick={onClose}
            className="mobile-nav-link"
          >
            {link.label}
          </UnstyledButton>
        ))}
      </Stack>
      <Divider my="md" />
      {account}
    </Drawer>
  );
}

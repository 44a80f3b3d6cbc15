// The mobile menu (below the md breakpoint): a native disclosure, so it opens and closes with no
// script at all; mobile-menu.ts adds what a menu also does (Escape, a tap outside, the label).
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV_LINKS } from '@pauta/model';
import { SiteSearchForm } from './SiteSearchForm';
import { MOBILE_MENU_ID, MOBILE_MENU_LABELS } from './mobile-menu';

interface MobileMenuProps {
  account?: ReactNode;
  /**
   * The account part only while the menu is open (the app's own pages; a reader page renders it
   * always, for readers without script).
   */
  lazyAccount?: boolean;
}

export function MobileMenu({ account, lazyAccount = false }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mobile-menu mantine-hidden-from-md"
      data-mobile-menu
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="site-menu-toggle" aria-label={MOBILE_MENU_LABELS.open} aria-controls={MOBILE_MENU_ID}>
        <span className="site-menu-toggle-bars" />
      </summary>
      <div className="mobile-menu-panel" id={MOBILE_MENU_ID} role="group" aria-label="Menu">
        <SiteSearchForm />
        <nav aria-label="Navegação móvel" className="mobile-nav">
          {MAIN_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className="mobile-nav-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <hr className="mobile-menu-divider" />
        {(open || !lazyAccount) && account}
      </div>
    </details>
  );
}

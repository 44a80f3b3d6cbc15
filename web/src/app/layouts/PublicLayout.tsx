// The reader pages' layout, rendered by the server: skip link, header (its account slots are
// islands), breadcrumbs, the page, footer (its newsletter form is an island).
import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Island } from '../../components/island';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <SiteHeader account={<Island name="account" />} mobileAccount={<Island name="account-mobile" />} />
      <Breadcrumbs />
      <Box component="main" id="conteudo" tabIndex={-1} className="site-main">
        {children}
      </Box>
      <SiteFooter newsletter={<Island name="newsletter-footer" />} />
    </>
  );
}

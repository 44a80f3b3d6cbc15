// Reader layout: skip link, header (with the accounts feature's slots), breadcrumbs, main, footer.
import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { ScrollRestoration } from '../../lib/navigation';
import { RouteBoundary } from '../../components/route-states/RouteBoundary';
import { HeaderAccount, MobileAccountMenu } from '../../features/auth';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { DeferredFooter } from './DeferredFooter';
import { Breadcrumbs, BreadcrumbLabelProvider } from '../../components/breadcrumbs';
import { PageSkeleton } from '../../components/skeletons';
import { useReaderPageViews } from '../../lib/page-views';

export function PublicLayout() {
  useReaderPageViews();
  return (
    <BreadcrumbLabelProvider>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <SiteHeader account={<HeaderAccount />} mobileAccount={() => <MobileAccountMenu />} />
      <Breadcrumbs />
      <Box component="main" id="conteudo" tabIndex={-1} className="site-main">
        <RouteBoundary fallback={<PageSkeleton />}>
          <Outlet />
        </RouteBoundary>
      </Box>
      <DeferredFooter />
      <ScrollRestoration />
    </BreadcrumbLabelProvider>
  );
}

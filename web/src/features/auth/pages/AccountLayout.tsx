// Layout of the signed-in person's own pages: the site's header and footer around the page.
import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../../../components/layout/SiteHeader';
import { SiteFooter } from '../../../components/layout/SiteFooter';
import { HeaderAccount, MobileAccountMenu } from '../components/HeaderAccount';

export function AccountLayout() {
  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <SiteHeader account={<HeaderAccount />} mobileAccount={<MobileAccountMenu />} lazyMobileAccount />
      <Box component="main" id="conteudo" tabIndex={-1} className="site-main">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}

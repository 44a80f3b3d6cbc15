// What the reader sees while the first route's code loads: the real header and a page skeleton
// (the same chrome as PublicLayout, so nothing shifts when the page arrives).
import { HeaderAccount, MobileAccountMenu } from '../../features/auth';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { PageSkeleton } from '../../components/skeletons/PageSkeleton';

export function ShellFallback() {
  return (
    <>
      <SiteHeader account={<HeaderAccount />} mobileAccount={() => <MobileAccountMenu />} />
      <main className="site-main">
        <PageSkeleton />
      </main>
    </>
  );
}

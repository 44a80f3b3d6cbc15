// The footer sits below the fold: its code (grid, newsletter form) loads after the first paint.
import { lazy, Suspense } from 'react';
import '../../components/layout/site-footer.css';
import './deferred-footer.css';

const Footer = lazy(() => import('./FooterWithNewsletter'));

export function DeferredFooter() {
  return (
    <Suspense fallback={<footer className="site-footer site-footer-placeholder" aria-busy="true" />}>
      <Footer />
    </Suspense>
  );
}

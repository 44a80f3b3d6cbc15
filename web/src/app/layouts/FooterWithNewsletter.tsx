import { FooterNewsletter } from '../../features/newsletter';
import { SiteFooter } from '../../components/layout/SiteFooter';

export default function FooterWithNewsletter() {
  return <SiteFooter newsletter={<FooterNewsletter />} />;
}

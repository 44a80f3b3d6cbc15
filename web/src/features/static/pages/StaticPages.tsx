// The four static routes, each its shared content.
import { STATIC_PAGES } from '@pauta/model/static-pages';
import { StaticPage } from '../components/StaticPage';

export const AboutPage = () => <StaticPage page={STATIC_PAGES['/sobre']} />;
export const PrivacyPage = () => <StaticPage page={STATIC_PAGES['/privacidade']} />;
export const TermsPage = () => <StaticPage page={STATIC_PAGES['/termos']} />;
export const ContactPage = () => <StaticPage page={STATIC_PAGES['/contato']} />;

// /privacidade: its own chunk, with its own text only.
import { PRIVACY_PAGE } from '@pauta/model/static-pages/privacy';
import { StaticPage } from '../components/StaticPage';

export const PrivacyPage = () => <StaticPage page={PRIVACY_PAGE} />;

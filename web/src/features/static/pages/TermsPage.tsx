// /termos: its own chunk, with its own text only.
import { TERMS_PAGE } from '@pauta/model/static-pages/terms';
import { StaticPage } from '../components/StaticPage';

export const TermsPage = () => <StaticPage page={TERMS_PAGE} />;

// /sobre: its own chunk, with its own text only.
import { ABOUT_PAGE } from '@pauta/model/static-pages/about';
import { StaticPage } from '../components/StaticPage';

export const AboutPage = () => <StaticPage page={ABOUT_PAGE} />;

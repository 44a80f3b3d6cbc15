// /contato: its own chunk, with its own text only.
import { CONTACT_PAGE } from '@pauta/model/static-pages/contact';
import { StaticPage } from '../components/StaticPage';

export const ContactPage = () => <StaticPage page={CONTACT_PAGE} />;

import { Link } from 'react-router-dom';
import { StaticPage } from '../components/StaticPage';

export const CONTACT_EMAIL = 'contato@pauta.com.br';

export function ContactPage() {
  return (
    <StaticPage title="Contato" description="Fale com a equipe do Pauta." path="/contato">
      <h2>Redação</h2>
      <p>
        Sugestões de pauta, correções e comentários sobre os nossos artigos podem ser enviados para{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Lemos todas as mensagens e respondemos em até 48 horas
        úteis.
      </p>
      <h2>Correções</h2>
      <p>
        Encontrou uma informação incorreta? Informe o endereço do artigo e o trecho em questão. Correções relevantes são
        indicadas no próprio texto.
      </p>
      <h2>Privacidade e dados pessoais</h2>
      <p>
        Para exercer os seus direitos previstos na LGPD, escreva para o mesmo endereço com o assunto “Privacidade”.
        Saiba mais na nossa <Link to="/privacidade">Política de Privacidade</Link>.
      </p>
      <h2>Colabore</h2>
      <p>
        Quer escrever para o Pauta? Envie uma breve apresentação e dois ou três textos publicados. Leia também os nossos{' '}
        <Link to="/termos">Termos de Uso</Link>.
      </p>
    </StaticPage>
  );
}

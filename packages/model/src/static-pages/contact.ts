// /contato: the page's text, shared by the app and the render function.
import { CONTACT_EMAIL, type StaticPageContent } from './content.js';

export const CONTACT_PAGE = {
  path: '/contato',
  title: 'Contato',
  description: 'Fale com a equipe do Pauta.',
  html: [
    `<h2>Redação</h2>`,
    `<p>Sugestões de pauta, correções e comentários sobre os nossos artigos podem ser enviados para <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a>. Lemos todas as mensagens e respondemos em até 48 horas úteis.</p>`,
    `<h2>Correções</h2>`,
    `<p>Encontrou uma informação incorreta? Informe o endereço do artigo e o trecho em questão. Correções relevantes são indicadas no próprio texto.</p>`,
    `<h2>Privacidade e dados pessoais</h2>`,
    `<p>Para exercer os seus direitos previstos na LGPD, escreva para o mesmo endereço com o assunto “Privacidade”. Saiba mais na nossa <a href="/privacidade">Política de Privacidade</a>.</p>`,
    `<h2>Colabore</h2>`,
    `<p>Quer escrever para o Pauta? Envie uma breve apresentação e dois ou três textos publicados. Leia também os nossos <a href="/termos">Termos de Uso</a>.</p>`,
  ].join(''),
} as const satisfies StaticPageContent;

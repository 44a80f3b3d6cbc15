// /termos: the page's text, shared by the app and the render function.
import { CONTACT_EMAIL, type StaticPageContent } from './content.js';

export const TERMS_PAGE = {
  path: '/termos',
  title: 'Termos de Uso',
  description: 'As regras para usar o Pauta, ler e compartilhar os nossos conteúdos.',
  html: [
    `<h2>1. Aceitação dos termos</h2>`,
    `<p>Ao acessar o Pauta você concorda com estes Termos de Uso e com a nossa <a href="/privacidade">Política de Privacidade</a>. Se não concordar, por favor não utilize o site.</p>`,
    `<h2>2. Uso do conteúdo</h2>`,
    `<p>Os textos, imagens e demais conteúdos publicados são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998). Você pode compartilhar links e citar trechos curtos com a devida referência ao Pauta e ao autor; a reprodução integral depende de autorização prévia por escrito.</p>`,
    `<h2>3. Contas de usuário</h2>`,
    `<p>Você é responsável por manter a confidencialidade do seu acesso e por toda atividade realizada na sua conta. Podemos suspender contas usadas em desacordo com estes termos.</p>`,
    `<h2>4. Conduta do usuário</h2>`,
    `<p>Ao usar o site, você se compromete a não:</p>`,
    `<ul><li>publicar ou enviar conteúdo ilegal, ofensivo, discriminatório ou que viole direitos de terceiros;</li><li>tentar acessar áreas restritas, contornar medidas de segurança ou sobrecarregar os nossos sistemas;</li><li>coletar dados de outros usuários ou do site por meios automatizados sem autorização;</li><li>se passar por outra pessoa ou pela equipe do Pauta.</li></ul>`,
    `<h2>5. Direitos autorais e DMCA</h2>`,
    `<p>Respeitamos a propriedade intelectual. Se você acredita que algum conteúdo publicado viola os seus direitos, envie uma notificação para <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a> com a identificação da obra, o endereço do conteúdo e os seus dados de contato. Responderemos em até 48 horas úteis e, quando procedente, removeremos o material, nos termos da legislação brasileira e do Digital Millennium Copyright Act (DMCA).</p>`,
    `<h2>6. Links externos</h2>`,
    `<p>Os artigos podem conter links para sites de terceiros, que abrem em uma nova aba. Não nos responsabilizamos pelo conteúdo ou pelas práticas de privacidade desses sites.</p>`,
    `<h2>7. Limitação de responsabilidade</h2>`,
    `<p>O conteúdo do Pauta tem caráter informativo e não substitui orientação profissional especializada. Trabalhamos para manter as informações corretas e atualizadas, mas não garantimos que estejam livres de erros.</p>`,
    `<h2>8. Alterações destes termos</h2>`,
    `<p>Podemos atualizar estes termos. Mudanças relevantes serão comunicadas no site com pelo menos 30 dias de antecedência da sua entrada em vigor.</p>`,
    `<h2>9. Legislação e foro</h2>`,
    `<p>Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da comarca de São Paulo/SP para dirimir quaisquer controvérsias, ressalvado o direito do consumidor de ajuizar ações no foro do seu domicílio.</p>`,
    `<h2>10. Contato</h2>`,
    `<p>Dúvidas sobre estes termos? Fale com a gente pela <a href="/contato">página de contato</a>.</p>`,
  ].join(''),
} as const satisfies StaticPageContent;

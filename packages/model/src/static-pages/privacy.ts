// /privacidade: the page's text, shared by the app and the render function.
import { CONTACT_EMAIL, type StaticPageContent } from './content.js';

export const PRIVACY_PAGE = {
  path: '/privacidade',
  title: 'Política de Privacidade',
  description:
    'Como o Pauta trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  html: [
    `<h2>1. Quem somos</h2>`,
    `<p>O Pauta é o controlador dos dados pessoais tratados neste site. Esta política explica quais dados coletamos, por que os coletamos e quais são os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD).</p>`,
    `<h2>2. Dados que coletamos</h2>`,
    `<ul><li><strong>Dados de cadastro:</strong> nome e email, quando você cria uma conta ou entra com o Google.</li><li><strong>Newsletter:</strong> o email informado no formulário de inscrição e o registro do seu consentimento (data e hora do pedido e da confirmação, e o endereço IP de onde o pedido foi feito).</li><li><strong>Estatísticas de leitura:</strong> páginas visitadas, origem e tipo de tela, em totais, sem cookies e sem gravar o IP.</li></ul>`,
    `<h2>3. Finalidades e bases legais</h2>`,
    `<ul><li>Prestar o serviço e manter a sua conta (execução de contrato, art. 7º, V).</li><li>Enviar a newsletter que você solicitou (consentimento, art. 7º, I).</li><li>Garantir a segurança do site e prevenir fraudes (legítimo interesse, art. 7º, IX).</li><li>Cumprir obrigações legais e regulatórias (art. 7º, II).</li></ul>`,
    `<h2>4. Cookies e armazenamento local</h2>`,
    `<p>Usamos armazenamento local do navegador para manter a sua sessão e guardar por alguns minutos os artigos já carregados, o que deixa a navegação mais rápida. Não usamos cookies de publicidade. Você pode limpar esses dados a qualquer momento nas configurações do seu navegador.</p>`,
    `<h2>5. Compartilhamento</h2>`,
    `<p>Não vendemos dados pessoais. Compartilhamos dados apenas com provedores que nos ajudam a operar o site (hospedagem, banco de dados e autenticação), sob contrato e com as mesmas garantias desta política, ou quando exigido por lei.</p>`,
    `<h2>6. Retenção e segurança</h2>`,
    `<p>Mantemos os dados apenas pelo tempo necessário às finalidades acima. Adotamos medidas técnicas e administrativas para protegê-los, como conexões criptografadas e controle de acesso por função.</p>`,
    `<h2>7. Seus direitos</h2>`,
    `<p>Conforme o art. 18 da LGPD, você pode, a qualquer momento:</p>`,
    `<ul><li>confirmar a existência de tratamento e acessar os seus dados;</li><li>corrigir dados incompletos, inexatos ou desatualizados;</li><li>solicitar anonimização, bloqueio ou eliminação de dados desnecessários;</li><li>solicitar a portabilidade dos dados;</li><li>revogar o consentimento, como o da newsletter;</li><li>peticionar à Autoridade Nacional de Proteção de Dados (ANPD).</li></ul>`,
    `<h2>8. Contato do encarregado</h2>`,
    `<p>Para exercer os seus direitos ou tirar dúvidas, escreva para <a href="mailto:${CONTACT_EMAIL}">${CONTACT_EMAIL}</a> com o assunto “Privacidade”, ou use a nossa <a href="/contato">página de contato</a>.</p>`,
    `<h2>9. Alterações</h2>`,
    `<p>Esta política pode ser atualizada. Mudanças relevantes serão avisadas no site com antecedência.</p>`,
  ].join(''),
} as const satisfies StaticPageContent;

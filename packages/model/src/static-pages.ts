// The site's static pages (/sobre, /privacidade, /termos, /contato): one text for the app and the
// render function. The HTML is ours and constant (never user input), so both insert it as is.

export const CONTACT_EMAIL = 'contato@pauta.com.br';

export interface StaticPageContent {
  path: string;
  title: string;
  description: string;
  html: string;
}

export const STATIC_PAGES = {
  '/sobre': {
    path: '/sobre',
    title: 'Sobre o Pauta',
    description: 'Jornalismo independente sobre tecnologia, inovação, educação e desenvolvimento pessoal.',
    html: [
      `<h2>Nossa missão</h2>`,
      `<p>O Pauta nasceu para explicar, com clareza e sem exageros, as mudanças que a tecnologia e a inovação trazem para o trabalho, a educação e a vida de todos os dias. Acreditamos que informação de qualidade é a base de boas decisões — por isso cada artigo busca responder não só ao “o quê”, mas ao “por quê” e ao “e agora?”.</p>`,
      `<h2>Nossos valores</h2>`,
      `<ul><li><strong>Precisão:</strong> checamos fatos, citamos fontes e corrigimos erros de forma transparente.</li><li><strong>Clareza:</strong> escrevemos para quem quer entender, não para quem já sabe tudo.</li><li><strong>Independência:</strong> nossas escolhas editoriais não são influenciadas por anunciantes.</li><li><strong>Diversidade:</strong> ouvimos vozes diferentes e buscamos perspectivas de todo o Brasil.</li><li><strong>Respeito ao leitor:</strong> sem caça-cliques, sem sensacionalismo e com respeito à sua privacidade.</li></ul>`,
      `<h2>O que cobrimos</h2>`,
      `<ul><li>Tecnologia: inteligência artificial, software, segurança digital e o mercado de tecnologia.</li><li>Inovação: startups, ciência aplicada e novas formas de trabalhar e empreender.</li><li>Educação: aprendizagem ao longo da vida, carreiras e o futuro da escola.</li><li>Desenvolvimento pessoal: produtividade, saúde mental e hábitos sustentáveis.</li><li>Economia, política, saúde, esportes e entretenimento, sempre com contexto.</li></ul>`,
      `<h2>Quem faz o Pauta</h2>`,
      `<p>Somos uma equipe de editores e colaboradores apaixonados por boas histórias. Cada texto passa por revisão editorial antes da publicação, e nossos autores assinam o que escrevem.</p>`,
      `<h2>Fale com a gente</h2>`,
      `<p>Tem uma sugestão de pauta, encontrou um erro ou quer colaborar? Visite a nossa <a href="/contato">página de contato</a>. E, para começar a ler, volte à <a href="/">página inicial</a>.</p>`,
    ].join(''),
  },
  '/privacidade': {
    path: '/privacidade',
    title: 'Política de Privacidade',
    description:
      'Como o Pauta trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
    html: [
      `<h2>1. Quem somos</h2>`,
      `<p>O Pauta é o controlador dos dados pessoais tratados neste site. Esta política explica quais dados coletamos, por que os coletamos e quais são os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD).</p>`,
      `<h2>2. Dados que coletamos</h2>`,
      `<ul><li><strong>Dados de cadastro:</strong> nome e email, quando você cria uma conta ou entra com o Google.</li><li><strong>Newsletter:</strong> o email informado no formulário de inscrição.</li><li><strong>Dados de navegação:</strong> páginas visitadas, tipo de navegador e dispositivo, coletados de forma agregada para melhorar o site.</li></ul>`,
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
  },
  '/termos': {
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
  },
  '/contato': {
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
  },
} as const satisfies Record<string, StaticPageContent>;

export type StaticPagePath = keyof typeof STATIC_PAGES;

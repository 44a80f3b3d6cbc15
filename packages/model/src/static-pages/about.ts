// /sobre: the page's text, shared by the app and the render function.
import type { StaticPageContent } from './content.js';

export const ABOUT_PAGE = {
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
} as const satisfies StaticPageContent;

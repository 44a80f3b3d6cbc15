// Seed articles: Política.
export default [
  {
    category: 'politica',
    daysAgo: 6,
    author: 'editor',
    title: 'Reforma tributária: o que muda para o consumidor nos próximos anos',
    excerpt:
      'A substituição de tributos sobre o consumo será gradual. Entenda o cronograma, o cashback para famílias de baixa renda e a cesta básica.',
    tags: ['Reforma Tributária', 'Impostos', 'Congresso', 'Economia'],
    content: `
<p>A <strong>reforma tributária</strong> sobre o consumo será implantada em etapas. A ideia central é trocar vários tributos por um modelo de valor agregado, mais simples e transparente.</p>
<h2>Pontos principais</h2>
<ul>
  <li><strong>Transição longa:</strong> os tributos antigos convivem com os novos por alguns anos.</li>
  <li><strong>Cashback:</strong> devolução de parte do imposto a famílias de baixa renda.</li>
  <li><strong>Cesta básica:</strong> itens essenciais com alíquota reduzida ou zerada.</li>
  <li><strong>Imposto seletivo:</strong> incide sobre produtos prejudiciais à saúde e ao meio ambiente.</li>
</ul>
<h2>O que observar</h2>
<p>A regulamentação define detalhes importantes, como a lista de produtos com alíquota reduzida. Cada mudança no texto pode alterar o preço final de bens e serviços.</p>`,
  },
  {
    category: 'politica',
    daysAgo: 21,
    author: 'admin',
    title: 'Eleições municipais: como funcionam as regras de propaganda na internet',
    excerpt:
      'Impulsionamento pago, uso de inteligência artificial e combate à desinformação estão entre os pontos regulados pela Justiça Eleitoral.',
    tags: ['Eleições', 'Justiça Eleitoral', 'Inteligência Artificial', 'Desinformação'],
    content: `
<p>A campanha nas redes sociais tem regras próprias. A <strong>Justiça Eleitoral</strong> atualizou as normas para lidar com novas tecnologias.</p>
<h2>O que é permitido</h2>
<ul>
  <li>Impulsionamento pago, desde que identificado e contratado pelo candidato ou partido.</li>
  <li>Uso de IA em peças de campanha, com aviso claro ao eleitor.</li>
</ul>
<h2>O que é proibido</h2>
<ul>
  <li>Conteúdo fabricado para enganar sobre fatos ou pessoas (deepfakes).</li>
  <li>Disparo em massa sem consentimento dos destinatários.</li>
  <li>Propaganda paga no dia da eleição.</li>
</ul>
<p>Denúncias podem ser feitas pelos canais oficiais da Justiça Eleitoral.</p>`,
  },
  {
    category: 'politica',
    daysAgo: 44,
    author: 'editor',
    title: 'Como um projeto de lei tramita no Congresso Nacional',
    excerpt:
      'Da apresentação à sanção: comissões, plenário, revisão pela outra Casa e veto. Um roteiro para acompanhar as votações.',
    tags: ['Congresso', 'Cidadania', 'Educação'],
    content: `
<p>Entender a <strong>tramitação</strong> ajuda a acompanhar as notícias de Brasília com mais clareza.</p>
<h2>Etapas</h2>
<ol>
  <li><strong>Apresentação:</strong> parlamentares, o Executivo ou cidadãos (iniciativa popular) propõem o texto.</li>
  <li><strong>Comissões:</strong> o projeto é analisado quanto ao mérito e à constitucionalidade.</li>
  <li><strong>Plenário:</strong> votação pelos deputados ou senadores.</li>
  <li><strong>Casa revisora:</strong> a outra Casa pode aprovar, alterar ou rejeitar.</li>
  <li><strong>Sanção ou veto:</strong> o presidente tem 15 dias úteis para decidir.</li>
</ol>
<h2>Urgência</h2>
<p>Projetos com regime de urgência pulam prazos e podem ser votados diretamente em plenário.</p>`,
  },
  {
    category: 'politica',
    daysAgo: 72,
    author: 'admin',
    title: 'Transparência: como consultar gastos públicos do seu município',
    excerpt:
      'Portais de transparência e a Lei de Acesso à Informação permitem acompanhar contratos, salários e obras. Veja como pedir dados.',
    tags: ['Transparência', 'Cidadania', 'Lei de Acesso à Informação'],
    content: `
<p>Todo município é obrigado a manter um <strong>portal de transparência</strong> com receitas, despesas e contratos.</p>
<h2>Passo a passo</h2>
<ol>
  <li>Acesse o site da prefeitura e procure por “Transparência”.</li>
  <li>Filtre despesas por órgão, fornecedor ou período.</li>
  <li>Se a informação não estiver disponível, faça um pedido pela Lei de Acesso à Informação.</li>
</ol>
<h2>Prazos</h2>
<p>O órgão tem até 20 dias para responder, prorrogáveis por mais 10, com justificativa.</p>`,
  },
  {
    category: 'politica',
    status: 'draft',
    daysAgo: 3,
    author: 'editor',
    title: 'Rascunho: o papel dos vereadores no orçamento municipal',
    excerpt: 'Emendas, audiências públicas e fiscalização — texto em apuração.',
    tags: ['Orçamento', 'Cidadania', 'Eleições'],
    content: `
<p><em>Texto em apuração.</em></p>
<h2>Audiências públicas</h2>
<p>Antes da votação do orçamento, a Câmara deve ouvir a população.</p>`,
  },
];

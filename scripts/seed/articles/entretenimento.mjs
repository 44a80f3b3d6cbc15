// Seed articles: Entretenimento.
export default [
  {
    category: 'entretenimento',
    daysAgo: 5,
    author: 'editor',
    title: 'Cinema nacional vive boa fase nas bilheterias e nos festivais',
    excerpt:
      'Produções brasileiras atraem público às salas e ganham prêmios no exterior. Diretores apontam a diversidade de gêneros como trunfo.',
    tags: ['Cinema', 'Cultura', 'Festivais'],
    content: `
<p>O <strong>cinema brasileiro</strong> vive um momento de reconhecimento dentro e fora do país. Comédias, dramas e documentários dividem espaço nas salas.</p>
<h2>O que explica a fase</h2>
<ul>
  <li>Diversidade de gêneros e de regiões retratadas.</li>
  <li>Coproduções internacionais.</li>
  <li>Circulação em festivais, que gera visibilidade antes da estreia.</li>
</ul>
<p>Para o público, a dica é acompanhar as mostras regionais, onde muitos filmes chegam antes do circuito comercial.</p>`,
  },
  {
    category: 'entretenimento',
    daysAgo: 19,
    author: 'admin',
    title: 'Streaming: como organizar as assinaturas e gastar menos',
    excerpt:
      'Rodízio de serviços, planos com anúncios e compartilhamento dentro das regras ajudam a reduzir a conta no fim do mês.',
    tags: ['Streaming', 'Consumo', 'Finanças Pessoais'],
    content: `
<p>Somar várias assinaturas de <strong>streaming</strong> pesa no orçamento. Com um pouco de organização, dá para assistir ao que interessa pagando menos.</p>
<h2>Estratégias</h2>
<ol>
  <li><strong>Rodízio:</strong> assine um serviço por vez e cancele ao terminar as séries.</li>
  <li><strong>Planos com anúncios:</strong> costumam custar bem menos.</li>
  <li><strong>Pacotes:</strong> operadoras e bancos oferecem combos com desconto.</li>
</ol>
<h2>Controle</h2>
<p>Anote a data de renovação de cada assinatura e revise a lista a cada três meses.</p>`,
  },
  {
    category: 'entretenimento',
    daysAgo: 35,
    author: 'editor',
    title: 'Festivais de música movimentam o turismo nas capitais',
    excerpt:
      'Eventos de grande porte lotam hotéis e restaurantes. Prefeituras investem em transporte e segurança para receber o público.',
    tags: ['Música', 'Festivais', 'Turismo', 'Cultura'],
    content: `
<p>Os <strong>festivais de música</strong> viraram motores do turismo urbano. Nos fins de semana de evento, a ocupação hoteleira sobe e o comércio local agradece.</p>
<h2>Planejamento do público</h2>
<ul>
  <li>Compre ingressos apenas em canais oficiais.</li>
  <li>Planeje a volta: transporte público estendido costuma ser a melhor opção.</li>
  <li>Leve garrafa reutilizável: muitos festivais têm pontos de hidratação gratuitos.</li>
</ul>`,
  },
  {
    category: 'entretenimento',
    daysAgo: 77,
    author: 'admin',
    title: 'Literatura: cinco livros brasileiros contemporâneos para ler nas férias',
    excerpt: 'Romances, contos e crônicas de autores em atividade que retratam o Brasil de hoje, de norte a sul.',
    tags: ['Literatura', 'Cultura', 'Educação'],
    content: `
<p>As férias são uma boa oportunidade para conhecer a <strong>literatura brasileira contemporânea</strong>. Selecionamos perfis de obras para diferentes gostos.</p>
<h2>Sugestões por estilo</h2>
<ul>
  <li><strong>Romance familiar:</strong> histórias que atravessam gerações.</li>
  <li><strong>Contos urbanos:</strong> narrativas curtas sobre a vida nas metrópoles.</li>
  <li><strong>Crônicas:</strong> textos leves, ideais para ler no transporte.</li>
  <li><strong>Ficção especulativa:</strong> futuros possíveis para o país.</li>
  <li><strong>Memórias:</strong> relatos pessoais que ajudam a entender a história recente.</li>
</ul>
<p>Bibliotecas públicas e clubes de leitura são ótimas portas de entrada.</p>`,
  },
  {
    category: 'entretenimento',
    status: 'draft',
    daysAgo: 2,
    author: 'admin',
    title: 'Rascunho: as séries mais aguardadas do próximo semestre',
    excerpt: 'Lista em construção com estreias e novas temporadas.',
    tags: ['Séries', 'Streaming', 'Cultura'],
    content: `
<p><em>Lista em construção.</em></p>
<ul>
  <li>Novas temporadas de dramas nacionais.</li>
  <li>Documentários esportivos.</li>
</ul>`,
  },
];

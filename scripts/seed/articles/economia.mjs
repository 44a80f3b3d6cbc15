// Seed articles: Economia.
export default [
  {
    category: 'economia',
    daysAgo: 3,
    author: 'admin',
    title: 'Juros altos: como a taxa Selic afeta o seu bolso',
    excerpt:
      'Crédito mais caro, renda fixa mais atraente e consumo mais lento. Entenda o caminho entre a decisão do Copom e o dia a dia.',
    tags: ['Juros', 'Selic', 'Inflação', 'Finanças Pessoais'],
    content: `
<p>A taxa <strong>Selic</strong> é a referência para todos os juros da economia. Quando o Banco Central a eleva, o efeito chega ao consumidor por vários caminhos.</p>
<h2>Quem perde</h2>
<ul>
  <li>Quem precisa de crédito: financiamentos, cartão e cheque especial ficam mais caros.</li>
  <li>Empresas endividadas, que pagam mais para rolar dívidas.</li>
</ul>
<h2>Quem ganha</h2>
<ul>
  <li>Investidores de renda fixa, como Tesouro Selic e CDBs pós-fixados.</li>
</ul>
<h2>Por que subir os juros?</h2>
<p>O objetivo é conter a <strong>inflação</strong>: com crédito mais caro, a demanda desacelera e os preços tendem a subir menos.</p>
<h2>O que fazer</h2>
<ol>
  <li>Evite dívidas de juros altos, como o rotativo do cartão.</li>
  <li>Renegocie contratos antigos quando possível.</li>
  <li>Mantenha a reserva de emergência em aplicações com liquidez diária.</li>
</ol>`,
  },
  {
    category: 'economia',
    daysAgo: 14,
    author: 'editor',
    title: 'Reserva de emergência: quanto guardar e onde investir',
    excerpt:
      'Especialistas recomendam entre três e doze meses de despesas. Segurança e liquidez importam mais do que rentabilidade.',
    tags: ['Finanças Pessoais', 'Investimentos', 'Educação Financeira'],
    content: `
<p>A <strong>reserva de emergência</strong> é o primeiro passo de qualquer planejamento financeiro.</p>
<h2>Quanto guardar</h2>
<ul>
  <li>Trabalhadores com carteira assinada: de 3 a 6 meses de despesas.</li>
  <li>Autônomos e empresários: de 6 a 12 meses.</li>
</ul>
<h2>Onde deixar o dinheiro</h2>
<ul>
  <li>Tesouro Selic.</li>
  <li>CDBs com liquidez diária de bancos sólidos.</li>
  <li>Contas remuneradas com cobertura do FGC.</li>
</ul>
<p>Evite aplicações com carência ou sujeitas a grandes oscilações, como ações.</p>`,
  },
  {
    category: 'economia',
    daysAgo: 26,
    author: 'editor',
    title: 'Mercado de trabalho: setores que mais contratam no semestre',
    excerpt:
      'Serviços, tecnologia e construção civil lideram a abertura de vagas formais. Qualificação profissional segue como gargalo.',
    tags: ['Mercado de Trabalho', 'Emprego', 'Carreira'],
    content: `
<p>O <strong>mercado de trabalho</strong> formal mostrou fôlego no semestre, puxado por setores que dependem de mão de obra qualificada.</p>
<h2>Destaques</h2>
<ol>
  <li><strong>Serviços:</strong> saúde, educação e logística.</li>
  <li><strong>Tecnologia:</strong> desenvolvimento de software e análise de dados.</li>
  <li><strong>Construção civil:</strong> obras de infraestrutura e habitação.</li>
</ol>
<h2>O gargalo da qualificação</h2>
<p>Empresas relatam dificuldade em preencher vagas técnicas. Cursos profissionalizantes e programas de aprendizagem ganham importância.</p>`,
  },
  {
    category: 'economia',
    daysAgo: 40,
    author: 'admin',
    title: 'Inflação de alimentos: por que o preço da comida oscila tanto',
    excerpt: 'Clima, câmbio e custos de transporte pesam no prato do brasileiro. Veja como economizar no supermercado.',
    tags: ['Inflação', 'Alimentos', 'Consumo'],
    content: `
<p>Os alimentos estão entre os itens mais voláteis da <strong>inflação</strong>. Uma seca, uma geada ou a alta do dólar podem mudar os preços em poucas semanas.</p>
<h2>Fatores</h2>
<ul>
  <li><strong>Clima:</strong> afeta diretamente a oferta de frutas, verduras e grãos.</li>
  <li><strong>Câmbio:</strong> encarece insumos importados, como fertilizantes.</li>
  <li><strong>Frete:</strong> o preço do diesel se espalha pela cadeia.</li>
</ul>
<h2>Dicas para economizar</h2>
<ol>
  <li>Prefira frutas e verduras da estação.</li>
  <li>Compare o preço por quilo, não por embalagem.</li>
  <li>Planeje as refeições da semana antes de ir ao mercado.</li>
</ol>`,
  },
  {
    category: 'economia',
    daysAgo: 65,
    author: 'editor',
    title: 'Empreender com pouco dinheiro: o que avaliar antes de abrir um negócio',
    excerpt:
      'Validação da ideia, controle de caixa e formalização como MEI estão entre os cuidados que aumentam a chance de sobrevivência.',
    tags: ['Empreendedorismo', 'Startups', 'Finanças Pessoais'],
    content: `
<p>Abrir um negócio com pouco capital é possível, mas exige disciplina. Consultores listam os cuidados que mais fazem diferença.</p>
<h2>Antes de começar</h2>
<ul>
  <li>Converse com potenciais clientes antes de investir.</li>
  <li>Calcule o ponto de equilíbrio: quanto precisa vender para pagar as contas.</li>
  <li>Separe as finanças pessoais das da empresa desde o primeiro dia.</li>
</ul>
<h2>Formalização</h2>
<p>O <strong>MEI</strong> permite emitir nota fiscal e contribuir para a Previdência com custo mensal baixo, dentro de um limite de faturamento anual.</p>`,
  },
  {
    category: 'economia',
    daysAgo: 118,
    author: 'admin',
    title: 'Economia verde: a transição energética como oportunidade para o Brasil',
    excerpt:
      'Matriz elétrica renovável, hidrogênio verde e biocombustíveis colocam o país em posição estratégica, dizem analistas.',
    tags: ['Sustentabilidade', 'Energia', 'Inovação', 'Investimentos'],
    content: `
<p>O Brasil parte de uma posição privilegiada na <strong>transição energética</strong>: boa parte da eletricidade já vem de fontes renováveis.</p>
<h2>Oportunidades</h2>
<ul>
  <li>Energia eólica e solar no Nordeste.</li>
  <li>Hidrogênio verde para exportação.</li>
  <li>Biocombustíveis para aviação e transporte pesado.</li>
</ul>
<h2>Desafios</h2>
<p>Linhas de transmissão, segurança regulatória e formação de profissionais são condições para atrair investimentos de longo prazo.</p>`,
  },
];

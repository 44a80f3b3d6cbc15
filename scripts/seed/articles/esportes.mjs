// Seed articles: Esportes.
export default [
  {
    category: 'esportes',
    daysAgo: 4,
    author: 'editor',
    title: 'Brasileirão entra na reta final com disputa aberta pelo título',
    excerpt:
      'Com poucos pontos separando os primeiros colocados, a tabela promete emoção até a última rodada. Veja o que cada time precisa fazer.',
    tags: ['Futebol', 'Brasileirão', 'Campeonatos'],
    content: `
<p>Poucas vezes o <strong>Campeonato Brasileiro</strong> chegou tão equilibrado às rodadas finais. A diferença entre o líder e o quarto colocado cabe em duas vitórias, e o calendário apertado deve pesar.</p>
<h2>Fatores que podem decidir</h2>
<ul>
  <li><strong>Calendário:</strong> times ainda vivos em copas terão menos descanso.</li>
  <li><strong>Elenco:</strong> lesões e suspensões exigem banco qualificado.</li>
  <li><strong>Mando de campo:</strong> jogar em casa segue sendo vantagem importante.</li>
</ul>
<h2>Confrontos diretos</h2>
<p>Os duelos entre os candidatos ao título funcionam como jogos de seis pontos. Uma vitória fora de casa pode mudar a liderança na mesma rodada.</p>
<blockquote>“Agora cada detalhe conta: bola parada, cartão, substituição”, resume um técnico experiente.</blockquote>`,
  },
  {
    category: 'esportes',
    daysAgo: 12,
    author: 'admin',
    title: 'Corrida de rua: como se preparar para os primeiros 10 km',
    excerpt:
      'Um plano de oito semanas, com treinos intervalados e descanso, ajuda iniciantes a completar a prova sem lesões.',
    tags: ['Corrida', 'Bem-estar', 'Atividade Física'],
    content: `
<p>A corrida de rua é um dos esportes que mais crescem no país. Para quem quer completar os primeiros <strong>10 km</strong>, a regra de ouro é aumentar o volume aos poucos.</p>
<h2>Plano básico de oito semanas</h2>
<ol>
  <li>Semanas 1 e 2: três treinos de 20 a 30 minutos alternando corrida e caminhada.</li>
  <li>Semanas 3 e 4: corrida contínua de 25 minutos e um treino intervalado.</li>
  <li>Semanas 5 e 6: um longão semanal de 6 a 8 km.</li>
  <li>Semanas 7 e 8: simulado de 8 a 9 km e redução do volume antes da prova.</li>
</ol>
<h2>Cuidados</h2>
<ul>
  <li>Faça avaliação médica antes de começar.</li>
  <li>Use tênis adequado e troque-o a cada 600 a 800 km.</li>
  <li>Respeite os dias de descanso: é neles que o corpo se adapta.</li>
</ul>`,
  },
  {
    category: 'esportes',
    daysAgo: 27,
    author: 'editor',
    title: 'Vôlei feminino renova a seleção com talentos da base',
    excerpt:
      'Comissão técnica aposta em jogadoras jovens para o novo ciclo olímpico, mantendo líderes experientes no grupo.',
    tags: ['Vôlei', 'Seleção Brasileira', 'Olimpíadas'],
    content: `
<p>O novo ciclo olímpico começou com mudanças na <strong>seleção feminina de vôlei</strong>. A convocação mistura atletas experientes e nomes que se destacaram nas categorias de base.</p>
<h2>Por que renovar agora</h2>
<p>A comissão técnica explica que o período entre competições é o momento ideal para testar combinações sem a pressão de um torneio decisivo.</p>
<h2>O que observar</h2>
<ul>
  <li>A adaptação das novas levantadoras ao ritmo internacional.</li>
  <li>O aproveitamento no saque, ponto de atenção no último ciclo.</li>
  <li>A evolução do bloqueio com atletas mais altas.</li>
</ul>`,
  },
  {
    category: 'esportes',
    daysAgo: 49,
    author: 'editor',
    title: 'Futebol feminino bate recorde de público nos estádios',
    excerpt:
      'Ingressos acessíveis, transmissão na TV aberta e maior investimento dos clubes explicam o crescimento das arquibancadas.',
    tags: ['Futebol', 'Futebol Feminino', 'Campeonatos'],
    content: `
<p>As arquibancadas do <strong>futebol feminino</strong> nunca estiveram tão cheias. Clubes relatam aumento de sócios e de venda de camisas das jogadoras.</p>
<h2>O que explica o fenômeno</h2>
<ul>
  <li>Preços de ingresso acessíveis para famílias.</li>
  <li>Mais jogos transmitidos em TV aberta e plataformas digitais.</li>
  <li>Investimento em estrutura e comissões técnicas.</li>
</ul>
<p>Dirigentes avaliam que o desafio agora é manter o calendário estável e ampliar a base de atletas.</p>`,
  },
  {
    category: 'esportes',
    daysAgo: 83,
    author: 'admin',
    title: 'Skate e surfe consolidam o Brasil como potência olímpica em novos esportes',
    excerpt:
      'Modalidades que estrearam recentemente no programa olímpico já figuram entre as que mais trazem medalhas ao país.',
    tags: ['Olimpíadas', 'Skate', 'Surfe'],
    content: `
<p>Quando entraram no programa olímpico, <strong>skate</strong> e <strong>surfe</strong> eram vistos como apostas. Hoje, são modalidades com resultados consistentes para o Brasil.</p>
<h2>Bases do sucesso</h2>
<ol>
  <li>Cultura esportiva forte nas cidades e no litoral.</li>
  <li>Atletas jovens com experiência em circuitos internacionais.</li>
  <li>Apoio de patrocinadores privados desde cedo.</li>
</ol>
<p>Especialistas alertam que é preciso transformar o interesse do público em pistas públicas e programas de iniciação esportiva.</p>`,
  },
];

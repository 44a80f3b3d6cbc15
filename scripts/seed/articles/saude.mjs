// Seed articles: Saúde.
export default [
  {
    category: 'saude',
    daysAgo: 7,
    author: 'editor',
    title: 'Vacinação em dia: perguntas e respostas sobre o calendário adulto',
    excerpt:
      'Adultos também precisam de reforços. Tire dúvidas sobre quais vacinas tomar, onde encontrar e o que fazer se perdeu o cartão.',
    tags: ['Vacinação', 'Saúde Pública', 'Prevenção'],
    content: `
<p>Muita gente associa vacinação à infância, mas o <strong>calendário adulto</strong> inclui reforços importantes. Reunimos as dúvidas mais comuns.</p>
<h2>Perguntas frequentes</h2>
<div class="accordion">
  <button class="accordion-header">Quais vacinas um adulto deve tomar?</button>
  <div class="accordion-content"><p>Entre as principais estão a dupla adulto (difteria e tétano), hepatite B, febre amarela (conforme a região) e a vacina contra a gripe para os grupos indicados.</p></div>
</div>
<div class="accordion">
  <button class="accordion-header">Perdi meu cartão de vacinação. E agora?</button>
  <div class="accordion-content"><p>Procure a unidade de saúde onde costumava se vacinar: muitos registros estão no sistema. Sem histórico, o profissional avalia quais doses refazer.</p></div>
</div>
<div class="accordion">
  <button class="accordion-header">Posso tomar mais de uma vacina no mesmo dia?</button>
  <div class="accordion-content"><p>Na maioria dos casos, sim. A equipe de saúde orienta sobre intervalos específicos quando necessário.</p></div>
</div>
<h2>Onde se vacinar</h2>
<p>As vacinas do calendário nacional são gratuitas nas unidades básicas de saúde. Leve um documento com foto e, se tiver, a caderneta.</p>`,
  },
  {
    category: 'saude',
    daysAgo: 16,
    author: 'admin',
    title: 'Saúde mental no trabalho: sinais de esgotamento e como pedir ajuda',
    excerpt:
      'Cansaço persistente, irritabilidade e perda de interesse podem indicar burnout. Psicólogos explicam quando procurar apoio.',
    tags: ['Saúde Mental', 'Bem-estar', 'Carreira', 'Mercado de Trabalho'],
    content: `
<p>O <strong>esgotamento profissional</strong> é reconhecido como um fenômeno ligado ao trabalho. Identificar os sinais cedo ajuda a evitar afastamentos longos.</p>
<h2>Sinais de alerta</h2>
<ul>
  <li>Cansaço que não passa com descanso.</li>
  <li>Distanciamento e cinismo em relação ao trabalho.</li>
  <li>Queda de desempenho e dificuldade de concentração.</li>
  <li>Alterações de sono e apetite.</li>
</ul>
<h2>Como pedir ajuda</h2>
<ol>
  <li>Converse com alguém de confiança.</li>
  <li>Procure um profissional de saúde mental; há atendimento gratuito na rede pública.</li>
  <li>Se a empresa tiver programa de apoio, use-o: o sigilo é garantido.</li>
</ol>
<p>Em situações de crise, ligue para o CVV no número 188, disponível 24 horas.</p>`,
  },
  {
    category: 'saude',
    daysAgo: 29,
    author: 'editor',
    title: 'Alimentação saudável sem complicação: o guia do prato equilibrado',
    excerpt:
      'Metade do prato com vegetais, um quarto com proteínas e um quarto com carboidratos. Nutricionistas explicam a regra simples.',
    tags: ['Nutrição', 'Bem-estar', 'Alimentos'],
    content: `
<p>Comer bem não precisa ser caro nem complicado. A regra do <strong>prato equilibrado</strong> é uma forma prática de montar refeições.</p>
<h2>Como montar</h2>
<ul>
  <li><strong>Metade:</strong> legumes e verduras variados.</li>
  <li><strong>Um quarto:</strong> proteínas, como feijão, ovos, frango ou peixe.</li>
  <li><strong>Um quarto:</strong> carboidratos, como arroz, mandioca ou batata.</li>
</ul>
<h2>Dicas</h2>
<ol>
  <li>Prefira alimentos in natura ou minimamente processados.</li>
  <li>Beba água ao longo do dia.</li>
  <li>Coma com atenção, sem telas.</li>
</ol>`,
  },
  {
    category: 'saude',
    daysAgo: 55,
    author: 'admin',
    title: 'Sono de qualidade: hábitos que ajudam a dormir melhor',
    excerpt:
      'Rotina regular, menos telas à noite e ambiente escuro estão entre as recomendações de especialistas em medicina do sono.',
    tags: ['Sono', 'Bem-estar', 'Saúde Mental', 'Prevenção'],
    content: `
<p>Dormir mal afeta humor, memória e imunidade. Pequenas mudanças de hábito melhoram a <strong>qualidade do sono</strong>.</p>
<h2>Hábitos recomendados</h2>
<ul>
  <li>Deitar e acordar no mesmo horário, inclusive nos fins de semana.</li>
  <li>Evitar cafeína no fim da tarde.</li>
  <li>Reduzir telas uma hora antes de dormir.</li>
  <li>Manter o quarto escuro, silencioso e fresco.</li>
</ul>
<h2>Quando procurar um médico</h2>
<p>Ronco alto, pausas na respiração ou sonolência intensa durante o dia merecem avaliação especializada.</p>`,
  },
  {
    category: 'saude',
    daysAgo: 104,
    author: 'editor',
    title: 'Atividade física para quem está começando: quanto é suficiente',
    excerpt:
      'A recomendação é de pelo menos 150 minutos semanais de atividade moderada. Caminhada, dança e bicicleta valem.',
    tags: ['Atividade Física', 'Bem-estar', 'Prevenção', 'Corrida'],
    content: `
<p>Sair do sedentarismo traz benefícios já nas primeiras semanas. A orientação geral para adultos é de <strong>150 minutos por semana</strong> de atividade moderada.</p>
<h2>Como começar</h2>
<ol>
  <li>Escolha uma atividade de que goste: a constância importa mais que a intensidade.</li>
  <li>Comece com 10 minutos por dia e aumente aos poucos.</li>
  <li>Inclua exercícios de força duas vezes por semana.</li>
</ol>
<h2>Sinais para parar</h2>
<p>Dor no peito, falta de ar desproporcional ou tontura exigem interrupção imediata e avaliação médica.</p>`,
  },
];

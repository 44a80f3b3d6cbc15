// 'Gerar com IA' and 'Sugestões de Tópicos' are local mocks: no call leaves the browser.
// Unlike the original, the template never states facts or figures: it is a structure with
// bracketed instructions the editor replaces with reported information.
export const AI_DELAY_MS = 1500;
export const TOPICS_DELAY_MS = 800;
export const AI_TOPIC_REQUIRED = 'Por favor, insira um título ou tópico para gerar o conteúdo';

export const TOPIC_SUGGESTIONS = [
  'Inteligência artificial no dia a dia',
  'Criptomoedas e regulação',
  'Tecnologia na educação',
  'Saúde mental no trabalho',
  'Energia renovável no Brasil',
  'Segurança digital para iniciantes',
  'Carreira em desenvolvimento de software',
  'Inovação em pequenas empresas',
] as const;

type TemplateKind = 'ia' | 'cripto' | 'tecnologia' | 'geral';

function kindOf(topic: string): TemplateKind {
  const t = topic
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (t.includes('inteligencia artificial') || /\bia\b/.test(t)) return 'ia';
  if (t.includes('criptomoeda') || t.includes('bitcoin') || t.includes('blockchain')) return 'cripto';
  if (t.includes('tecnologia')) return 'tecnologia';
  return 'geral';
}

const SECTIONS: Record<TemplateKind, [string, string][]> = {
  ia: [
    ['O que é e como funciona', 'Explique a tecnologia em linguagem simples, citando a fonte de cada definição.'],
    ['Onde já é usada', 'Liste aplicações verificadas, com o nome de quem as usa e a fonte.'],
    ['Riscos e limites', 'Resuma os riscos apontados por especialistas entrevistados ou documentos oficiais.'],
  ],
  cripto: [
    ['Contexto', 'Explique o que é o ativo e o que motivou a pauta, com a fonte.'],
    ['Regras e riscos', 'Descreva a regulação vigente e os alertas de órgãos oficiais, com links.'],
    ['O que observar', 'Indique o que o leitor deve acompanhar, sem recomendações de investimento.'],
  ],
  tecnologia: [
    ['O que mudou', 'Descreva a novidade e quem a anunciou, com a fonte.'],
    ['Impacto para o leitor', 'Explique o efeito prático, com exemplos apurados.'],
    ['Próximos passos', 'Indique datas e etapas confirmadas por fontes oficiais.'],
  ],
  geral: [
    ['Contexto', 'Explique o assunto e por que ele importa agora, com a fonte.'],
    ['O que dizem as fontes', 'Inclua declarações e dados apurados, sempre atribuídos.'],
    ['O que vem a seguir', 'Indique os próximos passos confirmados.'],
  ],
};

/** A structure to fill in (HTML), plus an excerpt placeholder. No invented facts or numbers. */
export function buildDraftTemplate(topic: string): { content: string; excerpt: string } {
  const sections = SECTIONS[kindOf(topic)].map(([heading, hint]) => `<h2>${heading}</h2><p>[${hint}]</p>`).join('');
  const safeTopic = topic.replace(/[<>&"]/g, '');
  return {
    excerpt: `[Resumo em uma ou duas frases sobre ${safeTopic}.]`,
    content:
      `<p>[Abertura: apresente ${safeTopic} respondendo o quê, quem, quando, onde e por quê, com informações apuradas.]</p>` +
      sections +
      '<h2>Conclusão</h2><p>[Feche com o que o leitor precisa saber. Revise todas as informações antes de publicar.]</p>',
  };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

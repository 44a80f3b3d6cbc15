// Seed articles: Tecnologia. `daysAgo` spreads publishedAt over the last months.
export default [
  {
    category: 'tecnologia',
    featured: true,
    daysAgo: 2,
    author: 'editor',
    title: 'Inteligência artificial nas redações: o que muda no jornalismo brasileiro',
    excerpt:
      'Ferramentas de IA generativa já ajudam a transcrever entrevistas, resumir documentos e sugerir títulos. Veículos discutem limites éticos e transparência com o leitor.',
    tags: ['Inteligência Artificial', 'Jornalismo', 'Inovação', 'Ética'],
    content: `
<p>A chegada dos modelos de linguagem às redações deixou de ser experimento. Em poucos meses, equipes de diferentes tamanhos passaram a usar <strong>inteligência artificial</strong> em tarefas que antes consumiam horas: transcrição de entrevistas, leitura de documentos públicos extensos e organização de dados.</p>
<h2>Onde a IA já está presente</h2>
<ul>
  <li><strong>Transcrição:</strong> áudios de uma hora viram texto pesquisável em minutos.</li>
  <li><strong>Resumo de documentos:</strong> diários oficiais e relatórios são triados antes da leitura humana.</li>
  <li><strong>Sugestões de títulos e SEO:</strong> variações são testadas, mas a escolha final continua com o editor.</li>
  <li><strong>Tradução:</strong> agências estrangeiras chegam ao leitor com mais rapidez.</li>
</ul>
<h2>Os limites que as redações estão definindo</h2>
<p>A maior parte dos manuais recém-publicados converge em três pontos: nenhuma informação gerada por IA é publicada sem checagem; o uso relevante é informado ao leitor; e dados sensíveis de fontes não são enviados a serviços externos.</p>
<blockquote>“A ferramenta acelera a apuração, mas não assina a matéria. A responsabilidade continua sendo do jornalista.”</blockquote>
<h3>Transparência como diferencial</h3>
<p>Especialistas em ética jornalística lembram que a confiança do público é o principal ativo de um veículo. Explicar como a tecnologia é usada, e onde ela <em>não</em> é usada, tende a se tornar prática comum.</p>
<h2>O que vem a seguir</h2>
<ol>
  <li>Treinamento das equipes para identificar erros típicos dos modelos.</li>
  <li>Ferramentas internas, com dados da própria redação.</li>
  <li>Políticas públicas sobre direitos autorais e uso de conteúdo jornalístico no treinamento de modelos.</li>
</ol>
<p>O debate está longe de terminar, mas uma coisa parece certa: a IA mudou o ritmo das redações, e quem souber combiná-la com bom jornalismo sairá na frente.</p>`,
  },
  {
    category: 'tecnologia',
    daysAgo: 9,
    author: 'editor',
    title: 'TypeScript 5 na prática: tipos que evitam bugs em produção',
    excerpt:
      'Uniões discriminadas, satisfies e tipos literais ajudam a pegar erros antes do deploy. Veja exemplos curtos para aplicar hoje no seu projeto.',
    tags: ['Programação', 'TypeScript', 'Desenvolvimento Web'],
    content: `
<p>O TypeScript ficou popular por um motivo simples: ele transforma parte dos erros de execução em erros de compilação. Nas versões recentes, alguns recursos merecem atenção especial de quem mantém aplicações em produção.</p>
<h2>Uniões discriminadas</h2>
<p>Quando um valor pode estar em estados diferentes, descreva cada estado explicitamente. O compilador obriga o código a tratar todos eles.</p>
<pre><code class="language-ts">type Resultado =
  | { status: 'carregando' }
  | { status: 'sucesso'; dados: string[] }
  | { status: 'erro'; mensagem: string };

function descrever(r: Resultado): string {
  switch (r.status) {
    case 'carregando':
      return 'Carregando...';
    case 'sucesso':
      return \`\${r.dados.length} itens\`;
    case 'erro':
      return r.mensagem;
  }
}</code></pre>
<h2>O operador <code>satisfies</code></h2>
<p>Com <code>satisfies</code>, um objeto é verificado contra um tipo sem perder a inferência dos valores literais:</p>
<pre><code class="language-ts">const cores = {
  tecnologia: '#1c7ed6',
  esportes: '#2b8a3e',
} satisfies Record&lt;string, \`#\${string}\`&gt;;

cores.tecnologia; // tipo: '#1c7ed6'</code></pre>
<h2>Checklist rápido</h2>
<ul>
  <li>Ative <code>strict</code> no <code>tsconfig.json</code>.</li>
  <li>Evite <code>any</code>; prefira <code>unknown</code> e faça a checagem.</li>
  <li>Valide dados externos na borda do sistema.</li>
</ul>
<p>Pequenas mudanças como essas reduzem a quantidade de incidentes e deixam o código mais fácil de revisar.</p>`,
  },
  {
    category: 'tecnologia',
    daysAgo: 17,
    author: 'admin',
    title: 'Como instalar o Node.js no Windows, macOS e Linux',
    excerpt:
      'Um guia passo a passo para preparar o ambiente de desenvolvimento JavaScript em qualquer sistema operacional, usando gerenciadores de versão.',
    tags: ['Programação', 'Node.js', 'Tutorial'],
    content: `
<p>Ter mais de uma versão do Node.js instalada é comum para quem trabalha em vários projetos. Por isso, o caminho recomendado é usar um <strong>gerenciador de versões</strong> em vez do instalador direto.</p>
<h2>Escolha o seu sistema</h2>
<div class="tabs">
  <div class="tab-list" role="tablist">
    <button class="tab" role="tab" id="node-windows-tab" aria-controls="node-windows-content">Windows</button>
    <button class="tab" role="tab" id="node-macos-tab" aria-controls="node-macos-content">macOS</button>
    <button class="tab" role="tab" id="node-linux-tab" aria-controls="node-linux-content">Linux</button>
  </div>
  <div class="tab-content" id="node-windows-content" role="tabpanel">
    <p>No Windows, instale o <strong>fnm</strong> pelo winget e ative-o no PowerShell:</p>
    <pre><code class="language-bash">winget install Schniz.fnm
fnm env --use-on-cd | Out-String | Invoke-Expression
fnm install 22</code></pre>
  </div>
  <div class="tab-content" id="node-macos-content" role="tabpanel">
    <p>No macOS, o Homebrew resolve em dois comandos:</p>
    <pre><code class="language-bash">brew install fnm
fnm install 22 &amp;&amp; fnm default 22</code></pre>
  </div>
  <div class="tab-content" id="node-linux-content" role="tabpanel">
    <p>Na maioria das distribuições Linux, use o script oficial do fnm:</p>
    <pre><code class="language-bash">curl -fsSL https://fnm.vercel.app/install | bash
fnm install 22</code></pre>
  </div>
</div>
<h2>Confirme a instalação</h2>
<pre><code class="language-bash">node --version
npm --version</code></pre>
<p>Se os dois comandos mostrarem números de versão, o ambiente está pronto. Para fixar a versão de um projeto, crie um arquivo <code>.node-version</code> na raiz com o número desejado.</p>
<h3>Dica</h3>
<p>Prefira as versões <em>LTS</em> (suporte de longo prazo) em produção. Versões ímpares são para experimentar novidades.</p>`,
  },
  {
    category: 'tecnologia',
    daysAgo: 31,
    author: 'editor',
    title: 'Golpes com Pix: cinco sinais de alerta e como se proteger',
    excerpt:
      'Mensagens urgentes, links encurtados e falsos funcionários de banco continuam entre as fraudes mais comuns. Especialistas listam cuidados simples.',
    tags: ['Segurança Digital', 'Pix', 'Golpes'],
    content: `
<p>O Pix tornou as transferências instantâneas e gratuitas, e os golpistas acompanharam a mudança. A boa notícia é que a maioria das fraudes segue padrões fáceis de reconhecer.</p>
<h2>Cinco sinais de alerta</h2>
<ol>
  <li><strong>Urgência:</strong> “sua conta será bloqueada em 30 minutos”.</li>
  <li><strong>Contato inesperado:</strong> alguém que diz ser do banco e pede códigos ou senhas.</li>
  <li><strong>Parente com número novo:</strong> pedido de dinheiro por aplicativo de mensagens.</li>
  <li><strong>Links encurtados</strong> em SMS ou e-mail.</li>
  <li><strong>Ofertas boas demais:</strong> produtos muito abaixo do preço de mercado.</li>
</ol>
<h2>Como se proteger</h2>
<ul>
  <li>Ative a verificação em duas etapas em todos os aplicativos.</li>
  <li>Defina limites de Pix noturno menores no aplicativo do banco.</li>
  <li>Ligue para o parente pelo número antigo antes de transferir.</li>
  <li>Nunca informe códigos recebidos por SMS.</li>
</ul>
<h2>Caí no golpe. E agora?</h2>
<p>Avise o banco imediatamente e peça a abertura do <strong>Mecanismo Especial de Devolução</strong>. Registre um boletim de ocorrência e guarde os comprovantes e capturas de tela da conversa.</p>`,
  },
  {
    category: 'tecnologia',
    daysAgo: 58,
    author: 'admin',
    title: 'Startups brasileiras apostam em IA para o agronegócio',
    excerpt:
      'Visão computacional e sensores conectados ajudam produtores a prever pragas, economizar água e planejar a colheita com mais precisão.',
    tags: ['Startups', 'Inteligência Artificial', 'Agronegócio', 'Sustentabilidade'],
    content: `
<p>O campo brasileiro virou um dos laboratórios mais interessantes para a <strong>inteligência artificial</strong>. Startups de diferentes regiões oferecem soluções que vão do monitoramento por satélite à análise de imagens feitas por drones.</p>
<h2>Principais aplicações</h2>
<ul>
  <li><strong>Detecção de pragas:</strong> modelos treinados com fotos de folhas apontam infestações no início.</li>
  <li><strong>Irrigação inteligente:</strong> sensores de umidade definem quando e quanto irrigar.</li>
  <li><strong>Previsão de safra:</strong> dados climáticos e históricos estimam a produtividade de cada talhão.</li>
</ul>
<h2>Desafios</h2>
<p>A conectividade ainda é o principal obstáculo: muitas propriedades não têm cobertura de internet estável. Algumas empresas respondem com equipamentos que processam os dados localmente e sincronizam quando há sinal.</p>
<p>Outro ponto é o custo de entrada para pequenos produtores, que começam a ter acesso por meio de cooperativas.</p>`,
  },
  {
    category: 'tecnologia',
    daysAgo: 96,
    author: 'editor',
    title: 'Guia de carreira: como conseguir o primeiro emprego em tecnologia',
    excerpt:
      'Portfólio, comunidade e constância nos estudos pesam mais do que certificados. Recrutadores contam o que observam em candidatos iniciantes.',
    tags: ['Carreira', 'Programação', 'Educação', 'Mercado de Trabalho'],
    content: `
<p>A área de tecnologia continua contratando, mas a disputa pelas vagas de entrada ficou mais acirrada. Recrutadores ouvidos pela <strong>Pauta</strong> apontam o que faz diferença.</p>
<h2>1. Projetos que resolvem problemas reais</h2>
<p>Um aplicativo simples, publicado e usado por alguém, vale mais que dez tutoriais copiados. Documente o que você construiu e por quê.</p>
<h2>2. Código legível</h2>
<pre><code class="language-ts">// Prefira nomes que explicam a intenção
const artigosPublicados = artigos.filter((artigo) =&gt; artigo.status === 'published');</code></pre>
<h2>3. Participação em comunidades</h2>
<p>Grupos de estudo, eventos locais e contribuições para projetos de código aberto ampliam a rede de contatos.</p>
<h2>4. Preparação para entrevistas</h2>
<ul>
  <li>Explique seu raciocínio em voz alta.</li>
  <li>Pergunte sobre a equipe e o produto.</li>
  <li>Admita quando não souber algo e diga como buscaria a resposta.</li>
</ul>`,
  },
  {
    category: 'tecnologia',
    status: 'draft',
    daysAgo: 1,
    // The demo contributor's own draft: what a 'Colaborador' opens after signing in.
    author: 'colaborador',
    title: 'Rascunho: computação quântica explicada sem fórmulas',
    excerpt: 'Qubits, superposição e emaranhamento em linguagem simples — texto em revisão.',
    tags: ['Computação Quântica', 'Ciência', 'Inovação'],
    content: `
<p><em>Rascunho em revisão.</em></p>
<h2>O que é um qubit</h2>
<p>Diferente do bit clássico, que vale 0 ou 1, um qubit pode estar em uma combinação dos dois estados até ser medido.</p>
<ul>
  <li>Superposição</li>
  <li>Emaranhamento</li>
  <li>Interferência</li>
</ul>`,
  },
];

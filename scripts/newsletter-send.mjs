// `npm run newsletter:send`: sends the newsletter digest now, on the running `npm start` stack
// (ports shifted by PAUTA_PORT_OFFSET). It signs in as the demo admin and calls the same
// `newsletterAdmin` function the admin's 'Enviar resumo agora' button calls; the mail arrives in
// the local catcher. `--test` targets the `npm test` stack's ports instead.
import { ACCOUNTS } from './seed/accounts.mjs';
import { devPorts, PROJECT_ID, TEST_PORTS } from './lib/stack.mjs';
import { FUNCTIONS_REGION } from './lib/region.mjs';

const ports = process.argv.includes('--test') ? TEST_PORTS : devPorts();
const admin = ACCOUNTS.find((a) => a.key === 'admin');

async function post(url, body, headers = {}) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(`nada respondeu em ${new URL(url).host}: o 'npm start' está rodando?`);
  }
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(json.error?.message ?? `HTTP ${response.status}`);
  return json;
}

try {
  const signIn = await post(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { email: admin.email, password: admin.password, returnSecureToken: true },
  );
  const { result } = await post(
    `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/newsletterAdmin`,
    { data: { action: 'send' } },
    { Authorization: `Bearer ${signIn.idToken}` },
  );
  if (result.status === 'empty') {
    console.log(`Resumo ${result.digestId}: nada novo (nenhum artigo publicado desde o último resumo); nada enviado.`);
  } else {
    console.log(
      `Resumo ${result.digestId}: ${result.articleCount} artigo(s), ${result.sent} email(s) enviado(s), ${result.failed} falha(s).`,
    );
  }
  console.log(`Caixa de emails local: http://127.0.0.1:${ports.mailInbox}`);
} catch (error) {
  console.error(`Não foi possível enviar o resumo: ${error.message}`);
  process.exit(1);
}

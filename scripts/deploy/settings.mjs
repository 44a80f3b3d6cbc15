// What `npm run deploy` must know about a project, read from two files committed with the code:
// web/.env.<project> (the web app's Firebase config, baked into the build) and
// functions/.env.<project> (the functions' settings, deployed with them; firebase-tools reads it).
// Every problem is a pt-BR sentence naming the file and the setting; the deploy stops on any.
import { join } from 'node:path';
import { readEnvFile } from '../lib/env-file.mjs';
import { FUNCTIONS_REGION } from '../lib/region.mjs';

export const EXAMPLE_PROJECT = 'pauta-exemplo';

/** The web app's config keys (Firebase console → Configurações do projeto → Seus apps → SDK). */
export const WEB_KEYS = {
  VITE_FIREBASE_API_KEY: 'apiKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'authDomain',
  VITE_FIREBASE_PROJECT_ID: 'projectId',
  VITE_FIREBASE_STORAGE_BUCKET: 'storageBucket',
  VITE_FIREBASE_APP_ID: 'appId',
  VITE_FIREBASE_MESSAGING_SENDER_ID: 'messagingSenderId (o número do projeto)',
};

/** Settings the functions cannot run without in production. */
export const FUNCTIONS_REQUIRED = {
  FIRST_ADMIN_EMAIL: 'o e-mail de quem vira o primeiro administrador',
  SMTP_HOST: 'o servidor SMTP da newsletter',
  NEWSLETTER_FROM: 'o remetente da newsletter',
};

/** Secrets (Secret Manager) the functions declare: the deploy checks they exist. */
export const SECRETS = ['NEWSLETTER_TOKEN_SECRET', 'SMTP_PASSWORD'];

/** Settings only the local stack uses: in a project's file they would point production at it. */
const LOCAL_ONLY = [
  'VITE_USE_EMULATORS',
  'VITE_EMULATOR_HOST',
  'VITE_FIRESTORE_EMULATOR_PORT',
  'VITE_AUTH_EMULATOR_PORT',
  'VITE_STORAGE_EMULATOR_PORT',
  'VITE_FUNCTIONS_EMULATOR_PORT',
  'PAUTA_DEV_IMAGE_IMPORT_ALLOWLIST',
  'PAUTA_SHELL_FILE',
  'PAUTA_LOCAL_TASKS_HOST',
  'NEWS_GDELT_URL',
  'NEWS_FEEDS_BASE_URL',
];

/** An address or id that exists only on this machine or in the emulators. */
export const LOCAL_VALUE = /\b(localhost|127\.0\.0\.1|0\.0\.0\.0)\b|\[::1\]|\bdemo-[a-z0-9-]+/;

const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;
const APP_ID = /^1:(\d+):web:[0-9a-f]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGION = /^[a-z]+(-[a-z]+)+\d+$/;

/** @param {string} project */
export function projectProblems(project) {
  if (!project) return ['Informe o projeto: npm run deploy -- --project <id-do-projeto>'];
  if (project.startsWith('demo-'))
    return [`"${project}" é um projeto de demonstração (demo-): ele só existe nos emuladores locais.`];
  if (!PROJECT_ID.test(project))
    return [`"${project}" não é um id de projeto do Firebase (6 a 30 letras minúsculas, dígitos e hífens).`];
  return [];
}

/**
 * @param {string} root the repository
 * @param {string} project
 */
export function loadSettings(root, project) {
  /** @type {string[]} */
  const problems = [];
  const webFile = `web/.env.${project}`;
  const functionsFile = `functions/.env.${project}`;
  const web = readEnvFile(join(root, webFile));
  const functions = readEnvFile(join(root, functionsFile));
  const template = (file) => file.replace(project, EXAMPLE_PROJECT);
  if (!web)
    problems.push(
      `Falta ${webFile}: a configuração do app web do projeto (modelo: ${template(webFile)}; README, "Deploying").`,
    );
  if (!functions)
    problems.push(
      `Falta ${functionsFile}: as configurações das funções (modelo: ${template(functionsFile)}; README, "Deploying").`,
    );
  const w = web?.values ?? {};
  const f = functions?.values ?? {};
  for (const error of web?.errors ?? []) problems.push(`${webFile}: ${error}.`);
  for (const error of functions?.errors ?? []) problems.push(`${functionsFile}: ${error}.`);

  if (web) {
    for (const [key, what] of Object.entries(WEB_KEYS))
      if (!w[key]) problems.push(`${webFile}: falta ${key} (${what}).`);
    if (w.VITE_FIREBASE_PROJECT_ID && w.VITE_FIREBASE_PROJECT_ID !== project)
      problems.push(
        `${webFile}: VITE_FIREBASE_PROJECT_ID é "${w.VITE_FIREBASE_PROJECT_ID}", mas o deploy é para "${project}".`,
      );
    if (w.VITE_FIREBASE_API_KEY && !API_KEY.test(w.VITE_FIREBASE_API_KEY))
      problems.push(
        `${webFile}: VITE_FIREBASE_API_KEY não parece uma chave de API do Firebase (AIza… com 39 caracteres).`,
      );
    const appNumber = APP_ID.exec(w.VITE_FIREBASE_APP_ID ?? '')?.[1];
    if (w.VITE_FIREBASE_APP_ID && !appNumber)
      problems.push(
        `${webFile}: VITE_FIREBASE_APP_ID não parece o id de um app web (1:<número do projeto>:web:<hex>).`,
      );
    if (appNumber && w.VITE_FIREBASE_MESSAGING_SENDER_ID && appNumber !== w.VITE_FIREBASE_MESSAGING_SENDER_ID)
      problems.push(
        `${webFile}: VITE_FIREBASE_MESSAGING_SENDER_ID (${w.VITE_FIREBASE_MESSAGING_SENDER_ID}) não é o número do projeto do VITE_FIREBASE_APP_ID (${appNumber}).`,
      );
  }
  if (functions) {
    for (const [key, what] of Object.entries(FUNCTIONS_REQUIRED))
      if (!f[key]) problems.push(`${functionsFile}: falta ${key} (${what}).`);
    if (f.FIRST_ADMIN_EMAIL && !EMAIL.test(f.FIRST_ADMIN_EMAIL))
      problems.push(`${functionsFile}: FIRST_ADMIN_EMAIL não é um e-mail.`);
    if (f.PAUTA_REGION !== undefined && !REGION.test(f.PAUTA_REGION))
      problems.push(
        `${functionsFile}: PAUTA_REGION "${f.PAUTA_REGION}" não é uma região do Google Cloud (ex.: ${FUNCTIONS_REGION}).`,
      );
    if (f.SITE_URL !== undefined && !/^https:\/\/[^/\s]+\/?$/.test(f.SITE_URL))
      problems.push(
        `${functionsFile}: SITE_URL deve ser só a origem do site em https (ex.: https://www.exemplo.com.br).`,
      );
  }
  for (const [file, values] of /** @type {[string, Record<string, string>][]} */ ([
    [webFile, w],
    [functionsFile, f],
  ])) {
    for (const [key, value] of Object.entries(values)) {
      if (LOCAL_ONLY.includes(key)) problems.push(`${file}: ${key} é só da pilha local (emuladores); tire-o daqui.`);
      else if (LOCAL_VALUE.test(value))
        problems.push(
          `${file}: ${key} aponta para os emuladores ou esta máquina ("${value.match(LOCAL_VALUE)?.[0]}").`,
        );
    }
  }
  return {
    problems,
    web: w,
    functions: f,
    projectNumber: w.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
    files: { web: webFile, functions: functionsFile },
  };
}

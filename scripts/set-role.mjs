// `npm run set-role -- <email> <admin|editor|contributor|user>`: sets a user's role by email.
// Against the emulators when FIRESTORE_EMULATOR_HOST/FIREBASE_AUTH_EMULATOR_HOST are set (defaults
// to the ports in firebase.json when --emulators is given); against production with
// GOOGLE_APPLICATION_CREDENTIALS and --project <id>.
import { initializeApp, applicationDefault } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { devPorts, emulatorEnv, PROJECT_ID } from './lib/stack.mjs';

await import('./lib/typescript.mjs');
const { COLLECTIONS, isRole, ROLES } = await import('@pauta/model');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const project = flag('--project');
const [email, role] = args.filter((a) => a !== '--emulators');

if (!email || !isRole(role)) {
  console.error(`Uso: npm run set-role -- <email> <${ROLES.join('|')}> [--project <id>]`);
  process.exit(2);
}
const useEmulators = !project || project.startsWith('demo-');
if (useEmulators) {
  for (const [key, value] of Object.entries(emulatorEnv(devPorts()))) process.env[key] ??= value;
}
const app = initializeApp(
  useEmulators ? { projectId: project ?? PROJECT_ID } : { credential: applicationDefault(), projectId: project },
  'set-role',
);

try {
  const user = await getAuth(app).getUserByEmail(email);
  const db = getFirestore(app);
  const ref = db.collection(COLLECTIONS.profiles).doc(user.uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) tx.update(ref, { role, updatedAt: FieldValue.serverTimestamp() });
    else
      tx.set(ref, {
        name: user.displayName ?? email.split('@')[0],
        email,
        role,
        avatarUrl: user.photoURL ?? null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
  });
  console.log(`Função de ${email} definida como ${role}${useEmulators ? ' (emuladores)' : ` (projeto ${project})`}.`);
  process.exit(0);
} catch (error) {
  const message = error?.code === 'auth/user-not-found' ? `Usuário não encontrado: ${email}` : error.message;
  console.error(`Erro: ${message}`);
  process.exit(1);
}

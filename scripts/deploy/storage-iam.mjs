// storage.rules reads Firestore (firestore.get/exists: roles, image records), which production
// allows only once the project's Cloud Storage service agent holds a role on it. firebase-tools
// grants it only when someone answers "Y" to a prompt during an interactive deploy (and skips it
// in CI); without it every upload is denied. `npm run deploy` checks the role with the account
// `firebase login` uses and grants it when missing; if it cannot, it stops with the exact command.
import { createRequire } from 'node:module';

export const CROSS_SERVICE_ROLE = 'roles/firebaserules.firestoreServiceAgent';

/** @param {string} projectNumber */
export const storageServiceAgent = (projectNumber) =>
  `service-${projectNumber}@gcp-sa-firebasestorage.iam.gserviceaccount.com`;

/** The one command that gives the role by hand (Cloud Shell has gcloud). */
export const grantCommand = (project, projectNumber) =>
  `gcloud projects add-iam-policy-binding ${project} --member=serviceAccount:${storageServiceAgent(projectNumber)} --role=${CROSS_SERVICE_ROLE}`;

/**
 * @typedef {{ hasRole(): Promise<boolean>, grant(): Promise<unknown> }} IamClient
 * @param {{ project: string, projectNumber: string, client: IamClient }} options
 * @returns {Promise<'present' | 'granted'>}
 */
export async function ensureStorageRulesReadFirestore({ project, projectNumber, client }) {
  try {
    if (await client.hasRole()) return 'present';
    await client.grant();
    return 'granted';
  } catch (error) {
    throw new Error(
      `Não foi possível conferir ou dar ao Cloud Storage o papel que deixa o storage.rules ler o Firestore ` +
        `(${/** @type {Error} */ (error).message}). Rode, com uma conta dona do projeto:\n  ${grantCommand(project, projectNumber)}`,
    );
  }
}

const require = createRequire(import.meta.url);

/**
 * The Resource Manager calls firebase-tools makes for its own prompt (it must be signed in: see
 * signInAsFirebaseTools).
 * @param {string} projectNumber
 * @returns {IamClient}
 */
export function firebaseToolsIamClient(projectNumber) {
  const resourceManager = require('firebase-tools/lib/gcp/resourceManager');
  const agent = storageServiceAgent(projectNumber);
  return {
    hasRole: () => resourceManager.serviceAccountHasRoles(projectNumber, agent, [CROSS_SERVICE_ROLE], true),
    grant: () => resourceManager.addServiceAccountToRoles(projectNumber, agent, [CROSS_SERVICE_ROLE], true),
  };
}

/**
 * Signs firebase-tools' API client in as the CLI itself would: the account of `firebase login`
 * for this folder, else Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 * @param {{ project: string, root: string }} options
 */
export async function signInAsFirebaseTools({ project, root }) {
  const auth = require('firebase-tools/lib/auth');
  const { requireAuth } = require('firebase-tools/lib/requireAuth');
  const options = { project, projectRoot: root, nonInteractive: true };
  const account = auth.selectAccount(undefined, root);
  if (account) auth.setActiveAccount(options, account);
  await requireAuth(options);
}

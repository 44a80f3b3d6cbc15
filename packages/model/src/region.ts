// Where Pauta runs in Google Cloud: every Cloud Function, the publish task queue, the Hosting
// rewrites to the functions and the web app's callables use one region. São Paulo by default: the
// readers are in Brazil, and Firestore and Storage are created in the same place (README, Deploying).

/** The region when a project sets none. */
export const DEFAULT_REGION = 'southamerica-east1';

/**
 * The one setting that moves everything to another region: `PAUTA_REGION` in the project's
 * `functions/.env.<project>`, read by the functions (a deploy-time parameter) and by
 * `npm run deploy` (the Hosting rewrites and the web build).
 */
export const REGION_SETTING = 'PAUTA_REGION';

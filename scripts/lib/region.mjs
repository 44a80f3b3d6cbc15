// The one region setting as the scripts use it: the local stack runs everything in the default
// region, `npm run deploy` in the project's (functions/.env.<project>, PAUTA_REGION), and both write it
// into the Hosting rewrites of the firebase.json they hand to firebase-tools.
await import('./typescript.mjs');
const { DEFAULT_REGION } = await import('@pauta/model');

/** The region of the local stack's functions (the demo project sets none). */
export const FUNCTIONS_REGION = DEFAULT_REGION;

/**
 * Points every Hosting rewrite to a function at `region` (in place).
 * @template {{ hosting?: { rewrites?: { function?: { region?: string } }[] } }} Config
 * @param {Config} config
 * @param {string} region
 * @returns {Config}
 */
export function withRegion(config, region) {
  for (const rewrite of config.hosting?.rewrites ?? []) if (rewrite.function) rewrite.function.region = region;
  return config;
}

// Where the sitemap lives: the public address goes through Hosting (/sitemap.xml rewrites to the
// `sitemap` function); the function's own URL is what the debug page and the generator call.
import { firebaseConfig, emulatorPorts, useEmulators } from '../../../lib/firebase';

const env = import.meta.env;
const REGION = (env.VITE_FUNCTIONS_REGION as string | undefined) ?? 'us-central1';

export function functionUrl(name: string): string {
  if (useEmulators) {
    const host = (env.VITE_EMULATOR_HOST as string | undefined) ?? '127.0.0.1';
    return `http://${host}:${emulatorPorts.functions}/${firebaseConfig.projectId}/${REGION}/${name}`;
  }
  return `https://${REGION}-${firebaseConfig.projectId}.cloudfunctions.net/${name}`;
}

export const SITEMAP_FUNCTION = 'sitemap';

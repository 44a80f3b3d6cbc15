// Where the sitemap lives: the public address goes through Hosting (/sitemap.xml rewrites to the
// `sitemap` function); the function's own URL is what the debug page and the generator call.
import { emulatorHost, emulatorPorts, firebaseConfig, functionsRegion, useEmulators } from '../../../lib/firebase';

export function functionUrl(name: string): string {
  if (useEmulators)
    return `http://${emulatorHost}:${emulatorPorts.functions}/${firebaseConfig.projectId}/${functionsRegion}/${name}`;
  return `https://${functionsRegion}-${firebaseConfig.projectId}.cloudfunctions.net/${name}`;
}

export const SITEMAP_FUNCTION = 'sitemap';

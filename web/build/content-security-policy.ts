// The app page's Content-Security-Policy, written into the built app.html as its first <meta> and
// computed from what the build put in it: a SHA-256 of every inline script the page holds (the
// statistics beacon's loader today), and the Firebase endpoints this build talks to (the emulators
// for a local build, the project's own for a deploy). The render function keeps the meta true for
// the pages it builds on this shell (withScriptHashes over its own inline code). Firebase Hosting
// adds the header policy of every response (frame-ancestors, object-src, base-uri, form-action:
// @pauta/model security-headers.ts); a meta cannot carry those.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
// By path, not by package name: Vite bundles its config's relative imports but loads packages with
// Node, which cannot run the model's TypeScript.
import {
  pageContentSecurityPolicy,
  withPolicyMeta,
  withScriptHashes,
  type PagePolicy,
} from '../../packages/model/src/security-headers.ts';
import { DEFAULT_REGION } from '../../packages/model/src/region.ts';

/** Google's script for the sign-in popup and redirect (loaded by the Auth SDK, emulator included). */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';

export const sha256Base64 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The sources this build's app needs beyond its own origin. */
export function appPolicy(env: Record<string, string | undefined>, useEmulators: boolean): PagePolicy {
  if (useEmulators) {
    // Every emulator port of this host (a PAUTA_PORT_OFFSET stack or the test ports alike).
    const emulators = `http://${env.VITE_EMULATOR_HOST ?? '127.0.0.1'}:*`;
    return {
      scripts: true,
      scriptHashes: [],
      extra: {
        'script-src': [GOOGLE_SIGN_IN_SCRIPT],
        'connect-src': [emulators],
        'img-src': [emulators],
        'frame-src': [emulators],
      },
    };
  }
  const project = env.VITE_FIREBASE_PROJECT_ID;
  const region = env.VITE_FUNCTIONS_REGION ?? DEFAULT_REGION;
  return {
    scripts: true,
    scriptHashes: [],
    upgradeInsecure: true,
    extra: {
      'script-src': [GOOGLE_SIGN_IN_SCRIPT],
      'connect-src': [
        'https://firestore.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        ...(project ? [`https://${region}-${project}.cloudfunctions.net`] : []),
      ],
      // The sign-in helper iframe of the Auth SDK (the project's auth domain).
      'frame-src': env.VITE_FIREBASE_AUTH_DOMAIN ? [`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`] : [],
    },
  };
}

export function contentSecurityPolicy(env: Record<string, string | undefined>, useEmulators: boolean): Plugin {
  return {
    name: 'pauta-content-security-policy',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        withScriptHashes(withPolicyMeta(html, pageContentSecurityPolicy(appPolicy(env, useEmulators))), sha256Base64),
    },
  };
}

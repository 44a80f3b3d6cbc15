// The site's public origin as the public HTTP functions may use it: in the canonical, feed and
// page URLs of responses the CDN caches. The Host and X-Forwarded-Host a request carries are the
// caller's to choose (an HTTP function is also reachable at its own URL), so they are believed only
// for the site's own hosts: SITE_URL's, the project's Hosting domains ({project}.web.app,
// {project}.firebaseapp.com), the hosts listed in PAUTA_SITE_HOSTS, and loopback inside the
// Functions emulator. Any other host gets the configured origin instead: a forged header can never
// write another host's URLs into a cached page.

type Env = Record<string, string | undefined>;
export type HeaderReader = (name: string) => string | undefined;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function projectOf(env: Env): string | null {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    const id = (JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown }).projectId;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
};

/** The origin used when the request's host is not one of the site's. */
export function configuredOrigin(env: Env = process.env): string {
  const site = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (site && hostOf(site)) return site;
  const project = projectOf(env);
  return project ? `https://${project}.web.app` : 'https://localhost';
}

export function isSiteHost(host: string, env: Env = process.env): boolean {
  const name = host.toLowerCase();
  if (env.FUNCTIONS_EMULATOR === 'true' && LOOPBACK.test(name)) return true;
  const project = projectOf(env);
  const hosts = [
    env.SITE_URL ? hostOf(env.SITE_URL.trim()) : null,
    project ? `${project}.web.app` : null,
    project ? `${project}.firebaseapp.com` : null,
    ...(env.PAUTA_SITE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()),
  ];
  return hosts.some((h) => !!h && h === name);
}

/** SITE_URL when set; else the forwarded host when it is one of the site's; else configuredOrigin. */
export function trustedOrigin(header: HeaderReader, env: Env = process.env): string {
  if (env.SITE_URL?.trim()) return configuredOrigin(env);
  const first = (name: string) => header(name)?.split(',')[0]?.trim() || undefined;
  const host = first('x-forwarded-host') ?? first('host');
  if (!host || !isSiteHost(host, env)) return configuredOrigin(env);
  const proto = first('x-forwarded-proto') ?? (LOOPBACK.test(host) ? 'http' : 'https');
  return `${proto === 'http' ? 'http' : 'https'}://${host}`;
}

/** trustedOrigin over a request's headers (Node's: a repeated header is an array). */
export function originOf(headers: Record<string, string | string[] | undefined>, env: Env = process.env): string {
  return trustedOrigin((name) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  }, env);
}

// Shows the toast for an auth error carried in the address hash and drops the hash.
// Mounted by the header and both login pages; a module flag makes sure one hash is handled once.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifyError, thenGoTo } from '../../../lib/notify';
import { authHashErrorToast, parseAuthHashError } from '../lib/auth-hash-error';
import { ADMIN_ROOT } from '@pauta/model';

let handledHash: string | null = null;
export const EXPIRED_REDIRECT_DELAY_MS = 1000;

/**
 * Set when an expired-link error was handled, so the admin login shows the confirmation banner;
 * kept for the tab's session too, since home (a reader page) comes between them.
 */
const EXPIRED_KEY = 'pauta-link-expirado';
let expiredLinkSeen = false;
export const wasExpiredLinkSeen = () => {
  try {
    return expiredLinkSeen || window.sessionStorage.getItem(EXPIRED_KEY) === '1';
  } catch {
    return expiredLinkSeen;
  }
};
function rememberExpiredLink() {
  expiredLinkSeen = true;
  try {
    window.sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    // the banner shows in this page's app only
  }
}

/** `addressHash`: the hash to read when the router's location does not follow it (an island's). */
export function useAuthHashError(where: 'site' | 'admin', addressHash?: string) {
  const location = useLocation();
  const { pathname, search } = location;
  const hash = addressHash ?? location.hash;
  const navigate = useNavigate();

  useEffect(() => {
    const error = parseAuthHashError(hash);
    if (!error || handledHash === hash) return;
    handledHash = hash;
    const { title, message } = authHashErrorToast(error, where);
    notifyError(title, message);
    if (error.kind === 'expired') {
      rememberExpiredLink();
      // Home then /admin: in the app, home is a page load that carries the toast and the next step.
      thenGoTo(ADMIN_ROOT, EXPIRED_REDIRECT_DELAY_MS);
      navigate('/', { replace: true });
      window.setTimeout(() => navigate(ADMIN_ROOT), EXPIRED_REDIRECT_DELAY_MS);
    } else {
      navigate({ pathname, search }, { replace: true });
    }
  }, [hash, pathname, search, navigate, where]);
}

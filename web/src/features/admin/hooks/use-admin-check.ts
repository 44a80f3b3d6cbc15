// Re-checks admin access when the admin area mounts, on every admin navigation and when the window
// regains focus: the profile (role) is re-read and the isAdmin function asked again, so a demoted
// editor loses the admin screens at once.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { callIsAdmin } from '../api/is-admin';
import type { AdminCheck } from '../lib/admin-access';
import { useSession } from '../../auth';

export function useAdminCheck(): AdminCheck {
  const { pathname } = useLocation();
  const { refreshProfile, user } = useSession();
  const uid = user?.id ?? null;
  const [check, setCheck] = useState<AdminCheck>({ state: 'pending' });
  const [focusCount, setFocusCount] = useState(0);

  useEffect(() => {
    const onFocus = () => setFocusCount((n) => n + 1);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  useEffect(() => {
    if (!uid) return;
    let current = true;
    // Until the new answer arrives the (fresh) profile role decides, never an older answer.
    setCheck({ state: 'pending' });
    void refreshProfile();
    callIsAdmin(uid).then(
      (isAdmin) => current && setCheck({ state: 'done', isAdmin }),
      () => current && setCheck({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [uid, pathname, focusCount, refreshProfile]);

  return check;
}

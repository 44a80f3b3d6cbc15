// The admin area's entry points, which reader code links to: its root and its home. The addresses of
// its screens and its tables' page sizes are in admin-screens.ts, which only admin code loads.

/** The admin area's root: its login page, and where a signed-out visitor of any admin screen goes. */
export const ADMIN_ROOT = '/admin';

/** A screen of the admin area by its path below /admin ('dashboard', 'articles/new', ...). */
export const adminPath = (section: string) => `${ADMIN_ROOT}/${section}`;

/** The dashboard: where staff land after signing in, and the header's 'Painel Admin' link. */
export const ADMIN_HOME = adminPath('dashboard');

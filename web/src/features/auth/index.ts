// Public API of the accounts feature (session, header slots, reader login and profile routes) and
// what the admin feature builds its login page and guard from. The shell imports this file, so
// everything here must stay light (web/package.json declares TS modules side-effect free: unused
// exports are dropped from the chunks that import this index).
export { SessionProvider } from './components/SessionProvider';
export { useSession, type Session } from './hooks/use-session';
/** For tests that render a screen with a session of their own. */
export { SessionContext } from './hooks/use-session';
export type { SessionUser } from './lib/session-user';
export { HeaderAccount } from './components/HeaderAccount';
export { UserAvatar } from './components/UserAvatar';
export { useSignOutAction } from './hooks/use-sign-out-action';
export { authRoutes } from './routes';
export { AuthCard } from './components/AuthCard';
export { CredentialFields } from './components/CredentialFields';
export { homeFor, welcomeMessage } from './lib/welcome-toast';
export { authErrorMessage, INVALID_CREDENTIALS, UserFacingError } from './lib/auth-error-messages';
export { parseAuthHashError } from './lib/auth-hash-error';
export { useAuthHashError, wasExpiredLinkSeen } from './hooks/use-auth-hash-error';
export { INVALID_ROLE_ERROR } from './lib/session-state';
export { decideGuard } from './lib/guard-decision';
export { renderGuard } from './components/RouteGuards';
export { checkSession } from './api/session-check';
export { isSessionRefused } from './lib/session-refused';
export { SharedSessionProvider } from './components/SharedSession';
/** The header's account islands (a reader page's account slots). */
export const loadAccountIslands = () => import('./components/AccountIslands');

// Public API of the accounts feature (session, header slots, reader login and profile routes) and
// what the admin feature builds its login page and guard from. The shell imports this file, so
// everything here must stay light (web/package.json declares TS modules side-effect free: unused
// exports are dropped from the chunks that import this index).
export { SessionProvider } from './session/SessionProvider';
export { useSession, type Session } from './session/SessionContext';
export type { SessionUser } from './session/sessionUser';
export { HeaderAccount } from './account/HeaderAccount';
export { MobileAccountMenu } from './account/HeaderAccount';
export { UserAvatar } from './account/UserAvatar';
export { useSignOutAction } from './account/useSignOutAction';
export { authRoutes } from './routes';
export { AuthCard } from './login/AuthCard';
export { CredentialFields } from './login/CredentialFields';
export { homeFor, welcomeMessage } from './login/welcomeToast';
export { authErrorMessage, INVALID_CREDENTIALS, UserFacingError } from './errors/authErrorMessages';
export { parseAuthHashError } from './session/authHashError';
export { useAuthHashError, wasExpiredLinkSeen } from './session/useAuthHashError';
export { INVALID_ROLE_ERROR } from './session/sessionState';
export { decideGuard } from './guard/guardDecision';
export { renderGuard } from './guard/RouteGuards';

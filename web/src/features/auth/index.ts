// Public API of the accounts feature. Only light code is imported statically here: the session
// provider (which loads firebase/auth after the first paint), the header slots and lazy routes.
export { SessionProvider } from './session/SessionProvider';
export { useSession, type Session } from './session/SessionContext';
export type { SessionUser } from './session/sessionUser';
export { HeaderAccount } from './account/HeaderAccount';
export { MobileAccountMenu } from './account/MobileAccountMenu';
export { authRoutes } from './routes';
export { adminRoutes } from '../admin/adminRoutes';

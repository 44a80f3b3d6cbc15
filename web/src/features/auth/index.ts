// TEMPORARY placeholder until the accounts feature lands: the public API of features/auth.
export { SessionProvider, useSession, HeaderAccount, MobileAccountMenu } from './placeholder';
export { authRoutes, adminRoutes } from './placeholder';

// Auth errors meaning the session itself is over (the account was disabled or deleted, or its
// sessions revoked, e.g. by a password change elsewhere), told apart by their codes. A network
// failure is not one of them: the session may well stand.
import { errorCode } from '../../../lib/service-error';

const SESSION_REFUSED_CODES = new Set([
  'auth/user-disabled',
  'auth/user-token-expired',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);

export const isSessionRefused = (error: unknown): boolean => SESSION_REFUSED_CODES.has(errorCode(error) ?? '');

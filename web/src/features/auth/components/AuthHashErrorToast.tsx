import { useAuthHashError } from '../hooks/use-auth-hash-error';

/** Handles an auth error carried in the address hash (a lazy chunk: such hashes are rare). */
export default function AuthHashErrorToast({ where, hash }: { where: 'site' | 'admin'; hash?: string }) {
  useAuthHashError(where, hash);
  return null;
}

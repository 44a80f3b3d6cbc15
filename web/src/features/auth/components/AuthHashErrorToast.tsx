import { useAuthHashError } from '../hooks/use-auth-hash-error';

/** Handles an auth error carried in the address hash (a lazy chunk: such hashes are rare). */
export default function AuthHashErrorToast({ where }: { where: 'site' | 'admin' }) {
  useAuthHashError(where);
  return null;
}

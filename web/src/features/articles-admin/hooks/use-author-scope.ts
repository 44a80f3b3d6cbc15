import { useSession } from '../../auth';
import { authorScopeFor } from '../lib/author-scope';
import type { AuthorScope } from '../api/list-articles';

/** The signed-in person's scope on the newsroom's lists (./lib/author-scope). */
export function useAuthorScope(): AuthorScope {
  const session = useSession();
  return authorScopeFor(session.role, session.user?.id ?? null);
}

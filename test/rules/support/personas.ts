// The people the rules tests act as. Roles are stored in profiles/{uid}, as in production.
export type Role = 'admin' | 'editor' | 'contributor' | 'user';

export interface Persona {
  uid: string;
  email: string;
  name: string;
  /** The stored role, or null for a signed-in account that has no profile yet. */
  role: Role | null;
}

export const PEOPLE = {
  user: { uid: 'ursula', email: 'ursula@pauta.dev', name: 'Ursula Leitora', role: 'user' },
  editor: { uid: 'edna', email: 'edna@pauta.dev', name: 'Edna Editora', role: 'editor' },
  otherEditor: { uid: 'eduardo', email: 'eduardo@pauta.dev', name: 'Eduardo Editor', role: 'editor' },
  admin: { uid: 'ada', email: 'ada@pauta.dev', name: 'Ada Admin', role: 'admin' },
  // Writes and edits their own drafts and asks for review; never publishes or approves.
  contributor: { uid: 'caio', email: 'caio@pauta.dev', name: 'Caio Colaborador', role: 'contributor' },
  otherContributor: { uid: 'clara', email: 'clara@pauta.dev', name: 'Clara Colaboradora', role: 'contributor' },
  // Was an editor (authored articles and images), then an admin set the role back to user.
  demoted: { uid: 'dimas', email: 'dimas@pauta.dev', name: 'Dimas Rebaixado', role: 'user' },
  newcomer: { uid: 'nina', email: 'nina@pauta.dev', name: 'Nina Nova', role: null },
} as const satisfies Record<string, Persona>;

export type PersonaKey = keyof typeof PEOPLE;
/** Every caller: a persona or the anonymous visitor. */
export type Who = PersonaKey | 'anonymous';

export const ALL_CALLERS: Who[] = ['anonymous', 'user', 'demoted', 'newcomer', 'contributor', 'editor', 'admin'];
export const STAFF: Who[] = ['editor', 'admin'];
/** Everyone without full newsroom power (contributors included: these are others' articles and data). */
export const NOT_STAFF: Who[] = ['anonymous', 'user', 'demoted', 'newcomer', 'contributor'];

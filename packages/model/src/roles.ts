// Roles live in profiles/{uid}.role; firestore.rules and storage.rules list the same four.

export const ROLES = ['admin', 'editor', 'contributor', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Each role by name, for code that compares a role with one of them. */
export const ROLE = {
  admin: 'admin',
  editor: 'editor',
  contributor: 'contributor',
  user: 'user',
} as const satisfies Record<Role, Role>;

/** The role of a profile whose stored role is missing or unknown. */
export const FALLBACK_ROLE: Role = ROLE.user;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Full newsroom power: write any article, publish, approve reviews, pautas, settings, statistics. */
export const STAFF_ROLES = ['editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Admin or editor: who may write any article, publish, approve reviews and see the newsroom's data. */
export const isStaff = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Who may enter the admin area: staff, and contributors, who write and edit their own drafts,
 * upload their own images and ask for review, and nothing else (firestore.rules, storage.rules).
 */
export const NEWSROOM_ROLES = ['contributor', 'editor', 'admin'] as const satisfies readonly Role[];
export type NewsroomRole = (typeof NEWSROOM_ROLES)[number];

export const isNewsroom = (role: unknown): role is NewsroomRole =>
  typeof role === 'string' && (NEWSROOM_ROLES as readonly string[]).includes(role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  contributor: 'Colaborador',
  user: 'Usuário',
};

export const ROLE_COLORS: Record<Role, string> = { admin: 'red', editor: 'blue', contributor: 'grape', user: 'gray' };

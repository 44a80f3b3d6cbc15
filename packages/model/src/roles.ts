// Roles live in profiles/{uid}.role; firestore.rules and storage.rules list the same three.

export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Each role by name, for code that compares a role with one of them. */
export const ROLE = { admin: 'admin', editor: 'editor', user: 'user' } as const satisfies Record<Role, Role>;

/** The role of a profile whose stored role is missing or unknown. */
export const FALLBACK_ROLE: Role = ROLE.user;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Roles that may enter the admin area and write articles and images. */
export const STAFF_ROLES = ['editor', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Admin or editor: who may enter the admin area and write articles and images. */
export const isStaff = (role: unknown): role is StaffRole =>
  typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  editor: 'Editor',
  user: 'Usuário',
};

export const ROLE_COLORS: Record<Role, string> = { admin: 'red', editor: 'blue', user: 'gray' };

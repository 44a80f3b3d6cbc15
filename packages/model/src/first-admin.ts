// The first admin without a service-account key. FIRST_ADMIN_EMAIL (functions/.env.<project>)
// names the account; at its first sign-in, once its e-mail is confirmed, the claimFirstAdmin
// callable makes it admin — once ever: public/firstAdmin, written in the same transaction, closes
// the door for good (and tells clients there is nothing left to claim). Admins then manage roles in
// /admin/users. docs/accounts.md, "The first admin".

/** The functions' setting naming the first admin's e-mail. */
export const FIRST_ADMIN_SETTING = 'FIRST_ADMIN_EMAIL';

/** public/firstAdmin `{ claimedAt }`: exists once the first admin was made (no uid or e-mail in it). */
export const FIRST_ADMIN_DOC = 'firstAdmin';

/** The callable a newly created profile calls while public/firstAdmin does not exist. */
export const FIRST_ADMIN_FUNCTION = 'claimFirstAdmin';

export interface FirstAdminClaim {
  /** Whether this call made the caller the first admin (the client re-reads its profile either way). */
  admin: boolean;
}

/** E-mail addresses compare without case and surrounding spaces. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a?.trim() && a.trim().toLowerCase() === b?.trim().toLowerCase();

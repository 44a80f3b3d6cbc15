// The newsroom callables' caller. Every role above 'user' needs a verified e-mail address (the rules'
// verified()), and the app counts an account whose address is not verified as signed out: these
// callables take its token for no sign-in at all, whatever its profile's role says.
interface CallAuth {
  uid: string;
  token: { email_verified?: unknown };
}

/** The caller's uid when their token says the e-mail address is verified, else null. */
export const verifiedCaller = (auth: CallAuth | undefined): string | null =>
  auth?.token.email_verified === true ? auth.uid : null;

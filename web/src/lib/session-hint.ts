// What a server-rendered page needs to know before its first paint about this browser's session:
// whether someone is signed in (and on the newsroom's staff), so the header reserves the account
// menu's width and hides 'Entrar' until the session is known. The page is the same for everyone
// (cached by the CDN); this hint is the browser's, in localStorage, kept by the session itself
// (features/auth's SessionController).
export const SESSION_HINT_KEY = 'pauta-sessao';
export type SessionHint = 'leitor' | 'redacao';

const SIGNED_IN_CLASS = 'pauta-signed-in';
const STAFF_CLASS = 'pauta-staff';

/** The inline script a rendered page runs in its <head>: the hint becomes classes on <html>. */
export const SESSION_HINT_SCRIPT =
  `try{var h=localStorage.getItem('${SESSION_HINT_KEY}'),c=document.documentElement.classList;` +
  `if(h){c.add('${SIGNED_IN_CLASS}');if(h==='redacao')c.add('${STAFF_CLASS}')}}catch(e){}`;

/** An authentication error in the address (a link from an email): the account slot shows it. */
export const carriesAuthError = (hash: string) => /^#(.*&)?error=/.test(hash);

/** Whether this page was told, before its first paint, that a session exists. */
export const hintsSignedIn = () => document.documentElement.classList.contains(SIGNED_IN_CLASS);

/** Records the session's kind (null: nobody signed in) for this browser's next pages, and this one. */
export function writeSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) localStorage.setItem(SESSION_HINT_KEY, hint);
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage disabled: pages simply show 'Entrar' until the session is known
  }
  const classes = document.documentElement.classList;
  classes.toggle(SIGNED_IN_CLASS, hint !== null);
  classes.toggle(STAFF_CLASS, hint === 'redacao');
}

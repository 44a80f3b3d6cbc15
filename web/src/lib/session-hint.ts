// What a server-rendered page needs to know before its first paint about this browser's session:
// whether someone is signed in (and on the newsroom's staff), so the header reserves the account
// menu's width and hides 'Entrar' until the session is known. The page is the same for everyone
// (cached by the CDN); this hint is the browser's, in localStorage, kept by the session itself
// (features/auth's SessionController).
export const SESSION_HINT_KEY = 'pauta-sessao';
export type SessionHint = 'leitor' | 'redacao';

const SIGNED_IN_CLASS = 'pauta-signed-in';
const STAFF_CLASS = 'pauta-staff';

/**
 * Where the header shows its account slot (Mantine's md breakpoint: SiteHeader's `visibleFrom="md"`;
 * session-hint.test.ts keeps the two equal). Narrower screens keep the slot in the closed menu.
 */
export const ACCOUNT_SLOT_MEDIA = '(min-width: 62em)';

/**
 * The inline script a rendered page runs in its <head>: where the header shows the account slot, the
 * hint becomes classes on <html> before the first paint. On narrower screens nothing on screen depends
 * on it, so it waits for the page's script (applySessionHint): a first storage read is a synchronous
 * call to the browser that holds the parser up (5–107 ms on a phone at 4× CPU, docs/rendering.md).
 */
export const SESSION_HINT_SCRIPT =
  `try{if(matchMedia('${ACCOUNT_SLOT_MEDIA}').matches){var h=localStorage.getItem('${SESSION_HINT_KEY}'),` +
  `c=document.documentElement.classList;if(h){c.add('${SIGNED_IN_CLASS}');if(h==='redacao')c.add('${STAFF_CLASS}')}}}` +
  `catch(e){}`;

/** An authentication error in the address (a link from an email): the account slot shows it. */
export const carriesAuthError = (hash: string) => /^#(.*&)?error=/.test(hash);

/** Whether this page shows the hint that a session exists (set by the <head> script or applySessionHint). */
export const hintsSignedIn = () => document.documentElement.classList.contains(SIGNED_IN_CLASS);

function showHint(hint: string | null): void {
  const classes = document.documentElement.classList;
  classes.toggle(SIGNED_IN_CLASS, !!hint);
  classes.toggle(STAFF_CLASS, hint === 'redacao');
}

/** This browser's hint as classes on <html>, wherever the <head> script left it to the page's script. */
export function applySessionHint(): void {
  let hint: string | null = null;
  try {
    hint = localStorage.getItem(SESSION_HINT_KEY);
  } catch {
    // storage disabled: no hint
  }
  showHint(hint);
}

/** Records the session's kind (null: nobody signed in) for this browser's next pages, and this one. */
export function writeSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) localStorage.setItem(SESSION_HINT_KEY, hint);
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage disabled: pages simply show 'Entrar' until the session is known
  }
  showHint(hint);
}

// What the app hands the reader page it loads next (a reader page is the server's document, not a
// screen of the app): the toasts it raised just before ('Login realizado', an expired link's
// notice), shown by that page, and where to go after a moment, if anywhere (the spec's expired link:
// home, then /admin a second later). Kept in sessionStorage for a few seconds.
const KEY = 'pauta-avisos';
const FRESH_MS = 30_000;

export interface CarriedToast {
  color: string;
  title: string;
  message: string;
}

export interface Carried {
  toasts: CarriedToast[];
  next?: { path: string; afterMs: number };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function carryToNextPage(carried: Carried): void {
  if (!carried.toasts.length && !carried.next) return;
  storage()?.setItem(KEY, JSON.stringify({ at: Date.now(), ...carried }));
}

/** Whether the page was handed something (read without parsing, by the reader page's script). */
export const hasCarried = (): boolean => !!storage()?.getItem(KEY);

/** What the app handed this page (once: it is taken). */
export function takeCarried(): Carried | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  store?.removeItem(KEY);
  if (!raw) return null;
  try {
    const { at, ...carried } = JSON.parse(raw) as Carried & { at: number };
    return Date.now() - at < FRESH_MS ? carried : null;
  } catch {
    return null;
  }
}

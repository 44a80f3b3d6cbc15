// The reader page's island runtime (part of the page's only script, no React): decides when each
// island hydrates and keeps what the reader did before it had. An island hydrates
// - when the reader acts in it: a click on one of its buttons, a form sent, the focus or a key in
//   one of its fields (the click or the sending is done again once it has hydrated, on the same
//   element: hydration keeps the page's DOM);
// - with a mouse, as the pointer comes over it (a touch that only scrolls hydrates nothing);
// - inside a closed <details> (the mobile menu), as it opens;
// - 'visible' islands (an infinite list) also as the reader scrolls their end near the viewport;
// - 'session' islands (the account slots) once the page is idle, when this browser's session hint
//   says someone is signed in, or its address carries a sign-in error (a link from an email: the
//   account slot says what went wrong).
// Links are links: they load the next page whether or not their island has hydrated.
import { ISLAND_ATTRIBUTES, ISLAND_VISIBLE_ATTRIBUTE } from '../../../components/island/islands';
import { applySessionHint, carriesAuthError, hintsSignedIn } from '../../../lib/session-hint';

const PENDING_ATTRIBUTE = 'data-island-pending';
/** How far below the viewport a list's end starts its island. */
const VISIBLE_MARGIN = '0px 0px 800px 0px';
/** How long a form sent before its island could answer waits before it goes as plain HTML. */
const FORM_FALLBACK_MS = 15_000;

const started = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(island: HTMLElement): Promise<void> {
  let done = started.get(island);
  if (!done) {
    island.setAttribute(PENDING_ATTRIBUTE, '');
    done = import('./hydrate')
      .then((m) => m.hydrateIsland(island))
      .finally(() => island.removeAttribute(PENDING_ATTRIBUTE));
    // A failed load is tried again by the reader's next action.
    done.catch(() => started.delete(island));
    started.set(island, done);
  }
  return done;
}

const isHydrated = (island: HTMLElement) => started.has(island) && !island.hasAttribute(PENDING_ATTRIBUTE);

/** A click on a button, or a form sent, before the island could answer: done again once it can. */
function replayActions(island: HTMLElement): void {
  island.addEventListener(
    'click',
    (event) => {
      if (isHydrated(island)) return;
      const button = (event.target as Element).closest<HTMLElement>('button, [role="button"]');
      if (!button || !island.contains(button)) return;
      // A submit button's click goes on to the form's submit (replayed below).
      if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) {
        hydrate(island).catch(() => undefined);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      button.setAttribute('aria-busy', 'true');
      hydrate(island).then(
        () => {
          button.removeAttribute('aria-busy');
          if (button.isConnected) button.click();
        },
        () => button.removeAttribute('aria-busy'),
      );
    },
    true,
  );
  island.addEventListener(
    'submit',
    (event) => {
      if (isHydrated(island)) return;
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      event.stopPropagation();
      let sent = false;
      const send = (answer: () => void) => {
        if (sent || !form.isConnected) return;
        sent = true;
        answer();
      };
      // The island answers in place; if it cannot come (its code failed, or too slow), the form
      // goes as the plain HTML form it is and the function answers with a page.
      const asHtml = () => send(() => HTMLFormElement.prototype.submit.call(form));
      setTimeout(asHtml, FORM_FALLBACK_MS);
      hydrate(island).then(
        () => send(() => form.requestSubmit(submitter?.isConnected ? submitter : undefined)),
        asHtml,
      );
    },
    true,
  );
}

function hydrateOnIntent(island: HTMLElement): void {
  const start = () => void hydrate(island).catch(() => undefined);
  island.addEventListener('focusin', start, { once: true });
  island.addEventListener('keydown', start, { once: true });
  island.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType === 'mouse') start();
    },
    { passive: true },
  );
}

/** From the reader's first scroll on (a list's end near the viewport at load is no reason). */
function hydrateWhenVisible(island: HTMLElement): void {
  const end = island.querySelector(`[${ISLAND_VISIBLE_ATTRIBUTE}]`);
  if (!end || typeof IntersectionObserver === 'undefined') return;
  const watch = () => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hydrate(island).catch(() => undefined);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(end);
  };
  window.addEventListener('scroll', watch, { once: true, passive: true });
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/**
 * The account slots, once the page is idle: the session's hint is applied then (on screens where the
 * <head> script left it, lib/session-hint.ts), and with it, or an error from a sign-in link, they hydrate.
 */
function hydrateSessionIslands(islands: HTMLElement[]): void {
  if (!islands.length) return;
  whenIdle(() => {
    applySessionHint();
    if (hintsSignedIn() || carriesAuthError(location.hash))
      for (const island of islands) hydrate(island).catch(() => undefined);
  });
  // A sign-in link opened in a tab already on this page only changes the hash.
  window.addEventListener('hashchange', () => {
    if (!carriesAuthError(location.hash)) return;
    for (const island of islands) hydrate(island).catch(() => undefined);
  });
}

export function startIslands(root: ParentNode = document): void {
  const sessionIslands: HTMLElement[] = [];
  for (const island of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTES.name}]`)) {
    replayActions(island);
    hydrateOnIntent(island);
    // Inside a closed disclosure (the mobile menu): when it opens.
    const details = island.closest('details');
    details?.addEventListener('toggle', () => {
      if (details.open) hydrate(island).catch(() => undefined);
    });
    const when = island.getAttribute(ISLAND_ATTRIBUTES.when);
    if (when === 'visible') hydrateWhenVisible(island);
    if (when === 'session') sessionIslands.push(island);
  }
  hydrateSessionIslands(sessionIslands);
}

// Swaps a server-rendered page (#pauta-ssr) for the app (#root, rendered hidden) once the app's
// route is ready, nothing in it is still loading and its stylesheets apply, so there is no flash of
// skeletons or of unstyled content. Not while the reader is using the rendered page (its mobile menu
// or an enlarged image open, or a form with typed text in focus): the swap waits for that to end.
const MAX_WAIT_MS = 4000;

/**
 * The reader is in the middle of something on the rendered page: a menu or an enlarged image open,
 * or the focus in a form holding typed text (in its field, or on its button being pressed: the
 * swap must not take the button away between the press and the click). A form handed to the app
 * (data-pauta-sending, see rendered-page.ts) waits for the swap instead.
 */
function inUse(ssr: HTMLElement): boolean {
  if (ssr.querySelector('[data-pauta-open]') || document.querySelector('.image-zoom-overlay')) return true;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !ssr.contains(active)) return false;
  const form = active.closest('form');
  if (form?.hasAttribute('data-pauta-sending')) return false;
  const fields = form ? [...form.elements] : [active];
  return fields.some((el) => el instanceof HTMLInputElement && el.type !== 'hidden' && el.value !== '');
}

/** Resolves once the app is on screen (at once when the page was not rendered by the server). */
export function handOffWhenReady(): Promise<void> {
  const ssr = document.getElementById('pauta-ssr');
  const root = document.getElementById('root');
  if (!ssr || !root) return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    let done = false;
    const reveal = () => {
      if (done) return;
      if (inUse(ssr)) {
        setTimeout(reveal, 200);
        return;
      }
      done = true;
      // The reader's scroll position, kept across the swap: the same element stays at the same height.
      const anchor = [...ssr.querySelectorAll('h1, h2, h3')].find((el) => el.getBoundingClientRect().bottom > 0);
      const anchorText = anchor?.textContent?.trim();
      const offset = anchor?.getBoundingClientRect().top ?? 0;
      const scrolled = window.scrollY > 0;
      ssr.remove();
      root.style.display = '';
      if (scrolled && anchorText) {
        const same = [...root.querySelectorAll('h1, h2, h3')].find((el) => el.textContent?.trim() === anchorText);
        if (same) window.scrollBy(0, same.getBoundingClientRect().top - offset);
      }
      resolve();
    };
    // The app's stylesheets load with its code (see boot.tsx); a rendered page may also carry some
    // as self-applying preloads (link[data-pauta-css]).
    const stylesApplied = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[data-pauta-css]')].every(
        (link) => link.rel === 'stylesheet' && link.sheet,
      );
    const settled = () =>
      stylesApplied() &&
      root.childElementCount > 0 &&
      !root.querySelector('[aria-busy="true"], .mantine-Skeleton-root');
    const waitForContent = () => {
      if (settled() || performance.now() - started > MAX_WAIT_MS) reveal();
      else requestAnimationFrame(waitForContent);
    };
    requestAnimationFrame(waitForContent);
    setTimeout(reveal, MAX_WAIT_MS + 500);
  });
}

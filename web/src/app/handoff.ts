// Swaps a server-rendered page (#pauta-ssr) for the app (#root, rendered hidden) once the app's
// route is ready, nothing in it is still loading and its stylesheets apply, so there is no flash of
// skeletons or of unstyled content.
const MAX_WAIT_MS = 4000;

export function handOffWhenReady(): void {
  const ssr = document.getElementById('pauta-ssr');
  const root = document.getElementById('root');
  if (!ssr || !root) return;
  const started = performance.now();
  let done = false;
  const reveal = () => {
    if (done) return;
    done = true;
    ssr.remove();
    root.style.display = '';
  };
  // The render function loads the app's stylesheets without blocking the first paint.
  const stylesApplied = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-pauta-css]')].every(
      (link) => link.rel === 'stylesheet' && link.sheet,
    );
  const settled = () =>
    stylesApplied() && root.childElementCount > 0 && !root.querySelector('[aria-busy="true"], .mantine-Skeleton-root');
  const waitForContent = () => {
    if (settled() || performance.now() - started > MAX_WAIT_MS) reveal();
    else requestAnimationFrame(waitForContent);
  };
  requestAnimationFrame(waitForContent);
  setTimeout(reveal, MAX_WAIT_MS + 500);
}

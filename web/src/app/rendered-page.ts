// A server-rendered reader page is the page: links, the search form and the newsletter forms work
// as plain HTML. This module adds what HTML alone does not do (the article body's widgets, the
// mobile menu) and starts the React app only at the reader's first sign of intent: a pointer
// moving or pressing, a touch, a key, the wheel, focus. Until then the page runs no framework code,
// so the main thread is free and the rendered content is the page's largest paint.
import { carryArticleWidgetState, enhanceRenderedArticleBody } from '../features/articles';

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

/** The rendered header's menu button (shown below the md breakpoint) opens and closes its menu. */
function wireMobileMenu(page: HTMLElement): void {
  const toggle = page.querySelector<HTMLButtonElement>('.ssr-menu-toggle');
  const menu = page.querySelector<HTMLElement>('#ssr-menu');
  if (!toggle || !menu) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Fechar menu' : 'Abrir menu');
    menu.toggleAttribute('data-pauta-open', open);
    if (open) {
      menu.setAttribute('role', 'dialog');
      menu.setAttribute('aria-label', 'Menu');
      menu.querySelector<HTMLElement>('input, a')?.focus();
    } else {
      menu.removeAttribute('role');
      menu.removeAttribute('aria-label');
    }
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.hasAttribute('data-pauta-open')) {
      set(false);
      toggle.focus();
    }
  });
}

/** Calls `start` once, at the first intent event. */
function onFirstIntent(start: () => void): void {
  const fire = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, true);
    start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
}

/**
 * A rendered control the app provides (marked data-pauta-app, e.g. 'Carregar mais artigos') starts
 * the app at its click, then clicks the app's control with the same marker.
 */
function passClicksToApp(page: HTMLElement, startApp: () => Promise<void>): void {
  page.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-pauta-app]');
    if (!control) return;
    event.preventDefault();
    const key = control.getAttribute('data-pauta-app');
    control.disabled = true;
    control.setAttribute('aria-busy', 'true');
    void startApp().then(() =>
      document.querySelector<HTMLElement>(`#root [data-pauta-app="${key}"]:not([disabled])`)?.click(),
    );
  });
}

export function enhanceRenderedPage(page: HTMLElement, startApp: () => Promise<void>): void {
  wireMobileMenu(page);
  enhanceRenderedArticleBody(page);
  passClicksToApp(page, startApp);
  onFirstIntent(() => {
    void startApp().then(() => {
      const root = document.getElementById('root');
      if (root) carryArticleWidgetState(page, root);
    });
  });
}

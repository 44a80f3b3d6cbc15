// A server-rendered reader page is the page: links, the search form and the newsletter forms work
// as plain HTML. This module adds what HTML alone does not do (the article body's widgets, the
// mobile menu, the newsletter forms' answer in place, through the app) and starts the React app only at the reader's first sign of intent: a pointer
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

/** How long a submitted rendered form waits for the app before it is sent as plain HTML. */
const FORM_HANDOVER_MS = 10_000;

/** The fields a reader fills in (not the hidden ones). */
const typedFields = (form: HTMLFormElement) =>
  [...form.elements].filter(
    (el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type !== 'hidden' && el.name !== '',
  );

/** Gives a field of the app's form a value as typing would (React listens to `input`). */
function typeInto(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A rendered form the app also renders (marked data-pauta-form: the newsletter's) is sent by the
 * app, which answers in place: at submit the rendered page starts the app (usually loading since
 * the reader's first intent), copies what the reader typed into the app's form with the same
 * marker once the app is on screen, and submits that one. Meanwhile the rendered button says it is
 * sending. If the app cannot start, or its form is not there within FORM_HANDOVER_MS of the submit,
 * the rendered form is sent as plain HTML (the function answers a page), as without JavaScript.
 */
function passFormsToApp(page: HTMLElement, startApp: () => Promise<void>): void {
  page.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const key = form.getAttribute('data-pauta-form');
    if (!key) return;
    event.preventDefault();
    if (form.hasAttribute('data-pauta-sending')) return;
    form.setAttribute('data-pauta-sending', '');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = button.dataset.sending ?? button.textContent;
    }
    const values = typedFields(form).map((field) => [field.name, field.value] as const);
    let settled = false;
    // As plain HTML: a form the swap has already taken off the page goes back, hidden, to be sent.
    const asHtml = () => {
      if (settled) return;
      settled = true;
      if (!form.isConnected) {
        form.hidden = true;
        document.body.append(form);
      }
      HTMLFormElement.prototype.submit.call(form);
    };
    const deadline = performance.now() + FORM_HANDOVER_MS;
    setTimeout(asHtml, FORM_HANDOVER_MS);
    // The app's form may mount a moment after the swap (the home's lower half and the footer load lazily).
    const handOver = () => {
      if (settled) return;
      const target = document.querySelector<HTMLFormElement>(`#root form[data-pauta-form="${key}"]`);
      if (!target) {
        if (performance.now() < deadline) setTimeout(handOver, 100);
        return;
      }
      settled = true;
      for (const [name, value] of values) {
        const field = target.elements.namedItem(name);
        if (field instanceof HTMLInputElement) typeInto(field, value);
      }
      // The app's state holds the typed values from its next render on.
      requestAnimationFrame(() => setTimeout(() => target.requestSubmit(), 0));
    };
    startApp().then(handOver, asHtml);
  });
}

export function enhanceRenderedPage(page: HTMLElement, startApp: () => Promise<void>): void {
  wireMobileMenu(page);
  enhanceRenderedArticleBody(page);
  passClicksToApp(page, startApp);
  passFormsToApp(page, startApp);
  onFirstIntent(() => {
    void startApp().then(() => {
      const root = document.getElementById('root');
      if (root) carryArticleWidgetState(page, root);
    });
  });
}

// What the header's mobile menu (a <details>) does beyond opening and closing: its button says
// what it will do, the search field takes the focus, and Escape, a tap outside it or a choice in it
// closes it. Shared by the reader pages' script and the app's header.
export const MOBILE_MENU_ID = 'menu-movel';
export const MOBILE_MENU_LABELS = { open: 'Abrir menu', close: 'Fechar menu' } as const;

export function wireMobileMenu(root: ParentNode): () => void {
  const menu = root.querySelector<HTMLDetailsElement>('details[data-mobile-menu]');
  const toggle = menu?.querySelector('summary');
  if (!menu || !toggle) return () => {};
  const close = () => (menu.open = false);
  const onToggle = () => {
    toggle.setAttribute('aria-label', menu.open ? MOBILE_MENU_LABELS.close : MOBILE_MENU_LABELS.open);
    if (menu.open) menu.querySelector<HTMLElement>('input')?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    toggle.focus();
  };
  const onPointer = (event: Event) => {
    if (menu.open && !menu.contains(event.target as Node)) close();
  };
  const onChoice = (event: Event) => {
    if ((event.target as Element).closest('a')) close();
  };
  menu.addEventListener('toggle', onToggle);
  menu.addEventListener('click', onChoice);
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  return () => {
    menu.removeEventListener('toggle', onToggle);
    menu.removeEventListener('click', onChoice);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
  };
}

// Accordions inside article HTML: clicking a header toggles it and the panel right after it.
const HEADER_SELECTOR = '.accordion-header, [data-accordion-header]';

export function wireAccordions(root: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  root.querySelectorAll<HTMLElement>(HEADER_SELECTOR).forEach((header, index) => {
    const panel = header.nextElementSibling as HTMLElement | null;
    if (!panel) return;
    if (header.tagName !== 'BUTTON') {
      header.setAttribute('role', 'button');
      header.setAttribute('tabindex', '0');
    }
    if (!panel.id) panel.id = `acordeao-painel-${index}`;
    header.setAttribute('aria-controls', panel.id);

    const set = (open: boolean) => {
      header.classList.toggle('active', open);
      header.setAttribute('aria-expanded', String(open));
      panel.classList.toggle('active', open);
      panel.hidden = !open;
    };
    set(header.classList.contains('active') || panel.classList.contains('active'));

    const toggle = () => set(header.getAttribute('aria-expanded') !== 'true');
    const onKey = (event: KeyboardEvent) => {
      if (header.tagName === 'BUTTON') return; // buttons already click on Enter/Space
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        toggle();
      }
    };
    header.addEventListener('click', toggle);
    header.addEventListener('keydown', onKey);
    cleanups.push(() => {
      header.removeEventListener('click', toggle);
      header.removeEventListener('keydown', onKey);
    });
  });
  return () => cleanups.forEach((fn) => fn());
}

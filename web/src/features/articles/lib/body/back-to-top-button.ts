// The article page's floating back-to-top button (rendered hidden by the server): shown once the
// reader has scrolled 600 px down, it scrolls back to the top.
const BACK_TO_TOP_ATTRIBUTE = 'data-back-to-top-button';
const SHOW_AFTER_PX = 600;

export function wireBackToTopButton(page: ParentNode): void {
  const button = page.querySelector<HTMLButtonElement>(`[${BACK_TO_TOP_ATTRIBUTE}]`);
  if (!button) return;
  const update = () => (button.hidden = window.scrollY <= SHOW_AFTER_PX);
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
  update();
}

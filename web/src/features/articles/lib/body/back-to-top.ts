// Elements in the body marked as back-to-top links scroll the page to the top.
export function wireBackToTop(root: HTMLElement): () => void {
  const links = root.querySelectorAll<HTMLElement>('.back-to-top, [data-back-to-top], a[href="#top"]');
  const onClick = (event: Event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  links.forEach((el) => el.addEventListener('click', onClick));
  return () => links.forEach((el) => el.removeEventListener('click', onClick));
}

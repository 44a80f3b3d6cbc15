// Click an article image to see it enlarged in an overlay; Escape, the close button or a click closes it.
export function wireImageZoom(root: HTMLElement): () => void {
  let overlay: HTMLDivElement | null = null;
  let previousFocus: HTMLElement | null = null;

  const close = () => {
    overlay?.remove();
    overlay = null;
    document.removeEventListener('keydown', onKey);
    previousFocus?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const open = (img: HTMLImageElement) => {
    previousFocus = img;
    overlay = document.createElement('div');
    overlay.className = 'image-zoom-overlay';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', img.alt || 'Imagem ampliada');
    const big = document.createElement('img');
    big.src = img.currentSrc || img.src;
    big.alt = img.alt;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'image-zoom-close';
    button.setAttribute('aria-label', 'Fechar imagem ampliada');
    button.textContent = '×';
    overlay.append(big, button);
    overlay.addEventListener('click', close);
    document.body.appendChild(overlay);
    document.addEventListener('keydown', onKey);
    button.focus();
  };

  // Decorative images (role="presentation") are not offered to assistive technology, so not focusable either.
  const images = [...root.querySelectorAll<HTMLImageElement>('img:not([role=presentation])')].filter(
    (img) => !img.closest('a'),
  );
  const handlers = images.map((img) => {
    img.classList.add('zoomable');
    img.setAttribute('tabindex', '0');
    const onClick = () => open(img);
    const onImgKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        open(img);
      }
    };
    img.addEventListener('click', onClick);
    img.addEventListener('keydown', onImgKey);
    return () => {
      img.removeEventListener('click', onClick);
      img.removeEventListener('keydown', onImgKey);
    };
  });
  return () => {
    handlers.forEach((fn) => fn());
    if (overlay) close();
  };
}

import './back-to-top.css';

/**
 * The floating back-to-top button: rendered hidden; shown once the reader has scrolled down
 * (lib/body/back-to-top-button.ts, which finds it by its data-back-to-top-button).
 */
export function BackToTopButton() {
  return (
    <button type="button" className="back-to-top-button" aria-label="Voltar ao topo" hidden data-back-to-top-button>
      <span aria-hidden="true">↑</span>
    </button>
  );
}

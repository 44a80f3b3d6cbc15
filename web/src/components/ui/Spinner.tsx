import './spinner.css';

/** A CSS-only loading indicator. With a label it is a status for screen readers, else decorative. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return label ? (
    <span className="pauta-spinner" data-size={size} role="status" aria-label={label} />
  ) : (
    <span className="pauta-spinner" data-size={size} aria-hidden="true" />
  );
}

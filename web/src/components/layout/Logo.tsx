import { Link } from 'react-router-dom';
import './logo.css';

export function Logo() {
  return (
    <Link to="/" className="site-logo" aria-label="Pauta — página inicial">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M20 48V16h14a10 10 0 0 1 0 20h-8v12z" fill="#fff" />
      </svg>
      <span>Pauta</span>
    </Link>
  );
}

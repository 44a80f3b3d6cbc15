// The header's search field (desktop header and mobile menu). A plain form: it works before the
// app's code has loaded, and once it has, it navigates to /busca without a page load.
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { cleanSearchQuery, SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_CHARS, SEARCH_TEXTS } from '@pauta/model';

export function SiteSearchForm({ onSearch, className = '' }: { onSearch?: () => void; className?: string }) {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = cleanSearchQuery(new FormData(event.currentTarget).get('q'));
    navigate(query ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}` : SEARCH_PAGE_PATH);
    event.currentTarget.reset();
    onSearch?.();
  };
  return (
    <form role="search" action={SEARCH_PAGE_PATH} method="get" onSubmit={submit} className={`site-search ${className}`}>
      <input
        type="search"
        name="q"
        aria-label={SEARCH_TEXTS.label}
        placeholder={SEARCH_TEXTS.placeholder}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        className="site-search-input"
      />
      <button type="submit" className="site-search-button" aria-label={SEARCH_TEXTS.submit}>
        <SearchIcon />
      </button>
    </form>
  );
}

export function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

// The page's own search field: submitting changes ?q=, which the page searches. Plain elements (no
// Mantine inputs): /busca stays within the reader pages' JS budget.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX_CHARS, SEARCH_TEXTS } from '@pauta/model';
import { ActionButton } from '../../../components/ui';
import './search.css';

export function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState(query);
  const id = useId();
  useEffect(() => setValue(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit} action={SEARCH_PAGE_PATH} method="get" className="search-box">
      <label htmlFor={id} className="search-box-label">
        {SEARCH_TEXTS.label}
      </label>
      <div className="search-box-row">
        <input
          id={id}
          name="q"
          type="search"
          className="search-box-input"
          placeholder={SEARCH_TEXTS.placeholder}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <ActionButton type="submit">{SEARCH_TEXTS.submit}</ActionButton>
      </div>
    </form>
  );
}

// The page's own search field: submitting changes ?q=, which the page searches.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_CHARS, SEARCH_TEXTS } from '../../../lib/model';

export function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form role="search" onSubmit={submit} action="/busca" method="get">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          name="q"
          type="search"
          label={SEARCH_TEXTS.label}
          placeholder={SEARCH_TEXTS.placeholder}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          style={{ flex: 1, maxWidth: 560 }}
        />
        <Button type="submit">{SEARCH_TEXTS.submit}</Button>
      </Group>
    </form>
  );
}

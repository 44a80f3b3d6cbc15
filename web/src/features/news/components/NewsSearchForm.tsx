// Category dropdown, optional free text and 'Buscar'.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { NEWS_CATEGORIES, NEWS_TEXT_MAX, type NewsCategory } from '@pauta/model';

const OPTIONS = NEWS_CATEGORIES.map((c) => ({ value: c.key, label: c.label }));

interface Props {
  category: NewsCategory;
  text: string;
  busy: boolean;
  onCategoryChange(category: NewsCategory): void;
  onTextChange(text: string): void;
  onSubmit(): void;
}

export function NewsSearchForm({ category, text, busy, onCategoryChange, onTextChange, onSubmit }: Props) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Categoria"
          data={OPTIONS}
          value={category}
          allowDeselect={false}
          onChange={(value) => value && onCategoryChange(value as NewsCategory)}
          w={{ base: '100%', sm: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Termo de pesquisa (opcional)"
          placeholder="Ex.: vacinação, eleições, inteligência artificial"
          value={text}
          maxLength={NEWS_TEXT_MAX}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Buscando...' : 'Buscar'}
        </Button>
      </Group>
    </form>
  );
}

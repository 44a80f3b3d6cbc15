// Previous, numbered pages and next; rendered only when there is more than one page.
import { Group, Pagination } from '@mantine/core';

interface Props {
  page: number;
  totalPages: number;
  disabled: boolean;
  onChange(page: number): void;
}

export function NewsPagination({ page, totalPages, disabled, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label="Páginas de notícias">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        disabled={disabled}
        getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': 'Página anterior' }
            : control === 'next'
              ? { 'aria-label': 'Próxima página' }
              : {}
        }
      />
    </Group>
  );
}

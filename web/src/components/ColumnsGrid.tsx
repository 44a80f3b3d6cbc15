// The reader's card grids: one column on a phone, two from the `sm` breakpoint, `max` from `lg`.
// What `<SimpleGrid cols={{ base: 1, sm: 2, lg: max }}>` draws, as class rules of the reader
// stylesheet: SimpleGrid writes a `<style>` tag of its own into the page's body for every grid.
import type { ComponentPropsWithoutRef } from 'react';
import './columns-grid.css';

interface ColumnsGridProps extends ComponentPropsWithoutRef<'div'> {
  max?: 3 | 4;
  spacing?: 'lg' | 'xl';
}

export function ColumnsGrid({ max = 3, spacing = 'lg', className, ...props }: ColumnsGridProps) {
  return (
    <div
      {...props}
      className={className ? `columns-grid ${className}` : 'columns-grid'}
      data-max={max}
      data-spacing={spacing}
    />
  );
}

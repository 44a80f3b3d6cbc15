// The article list's tabs, and the address that opens it on one of them (?aba=...).
import type { StatusFilter } from '../api/list-articles';

export const LIST_TABS: { value: StatusFilter; label: string; param: string }[] = [
  { value: 'all', label: 'Todos', param: 'todos' },
  { value: 'published', label: 'Publicados', param: 'publicados' },
  { value: 'scheduled', label: 'Agendados', param: 'agendados' },
  { value: 'draft', label: 'Rascunhos', param: 'rascunhos' },
  { value: 'review', label: 'Em revisão', param: 'em-revisao' },
];

/** The tab a ?aba= value names ('all' for none or an unknown one). */
export const tabFromParam = (value: string | null): StatusFilter =>
  LIST_TABS.find((t) => t.param === value)?.value ?? 'all';

export const paramOfTab = (tab: StatusFilter): string => LIST_TABS.find((t) => t.value === tab)!.param;

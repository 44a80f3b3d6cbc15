import { categoryLabel } from '@pauta/model';
// Breadcrumb items for a path: Início, then one item per segment with the spec's labels.

export interface BreadcrumbItem {
  label: string;
  /** Undefined for the current page and for segments that have no page of their own. */
  to?: string;
}

const SEGMENT_LABELS: Record<string, string> = {
  categoria: 'Categoria',
  sobre: 'Sobre',
  privacidade: 'Privacidade',
  termos: 'Termos de Uso',
  contato: 'Contato',
  topicos: 'Tópicos',
  artigos: 'Artigos',
  artigo: 'Artigo',
  tag: 'Tópicos',
  visitante: 'Visitante',
  perfil: 'Perfil',
};

/** Segments that are only prefixes: they link elsewhere (tag → /topicos) or nowhere. */
const SEGMENT_LINKS: Record<string, string | undefined> = {
  categoria: undefined,
  artigo: undefined,
  visitante: undefined,
  tag: '/topicos',
};

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function humanize(segment: string): string {
  const text = safeDecode(segment).replace(/-/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * @param pathname the location's path
 * @param currentLabel a label for the last item supplied by the page (e.g. the article title)
 */
export function buildBreadcrumbs(pathname: string, currentLabel?: string | null): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Início', to: '/' }];
  // /artigo/id/{id}: the 'id' segment is an implementation detail, not a page.
  const visible = segments[0] === 'artigo' && segments[1] === 'id' ? segments.filter((_, i) => i !== 1) : segments;
  let path = '';
  visible.forEach((segment, index) => {
    path = index === 0 ? `/${segment}` : path;
    const isLast = index === visible.length - 1;
    const parent = visible[index - 1];
    let label: string;
    if (index === 0) label = SEGMENT_LABELS[segment] ?? humanize(segment);
    else if (parent === 'categoria') label = categoryLabel(safeDecode(segment));
    else if (parent === 'tag') label = `#${safeDecode(segment)}`;
    else label = humanize(segment);
    if (isLast && currentLabel) label = currentLabel;
    const to = isLast ? undefined : index === 0 && segment in SEGMENT_LINKS ? SEGMENT_LINKS[segment] : path;
    items.push({ label, to });
  });
  return items;
}

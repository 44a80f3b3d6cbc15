// Cover colours of the six editor categories; labels come from @pauta/model.
import { EDITOR_CATEGORIES } from '@pauta/model';

const COLOURS = {
  tecnologia: { color: '#1c7ed6', accent: '#74c0fc' },
  esportes: { color: '#2b8a3e', accent: '#8ce99a' },
  politica: { color: '#862e9c', accent: '#e599f7' },
  economia: { color: '#e67700', accent: '#ffd43b' },
  entretenimento: { color: '#c2255c', accent: '#faa2c1' },
  saude: { color: '#0c8599', accent: '#66d9e8' },
};

/** @type {Record<string, { label: string, color: string, accent: string }>} */
export const CATEGORIES = Object.fromEntries(
  EDITOR_CATEGORIES.map(({ slug, label }) => [slug, { label, ...COLOURS[slug] }]),
);

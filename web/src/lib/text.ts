// Text rules (tag keys, slugs, typed tag lists) live in @pauta/model.
export { normalizeTag, parseTags, slugify } from '@pauta/model';

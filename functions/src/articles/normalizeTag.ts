// The tag key rule lives in @pauta/model.
export { normalizeTag } from '@pauta/model';

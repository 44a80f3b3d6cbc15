// stats/tags arithmetic lives in @pauta/model (the seed uses the same functions).
export {
  applyTagCountChanges,
  publishedTagsOf,
  tagCountChanges,
  type TagCountChange,
  type TagLabels,
} from '@pauta/model';

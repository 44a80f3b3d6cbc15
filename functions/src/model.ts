// The data contract lives in @pauta/model (packages/model, inlined by the esbuild bundle); this
// re-export keeps `../model` imports working and fixes the document types to the admin SDK's Timestamp.
import type { Timestamp } from 'firebase-admin/firestore';
import type * as Model from '@pauta/model';

export * from '@pauta/model';

export type ProfileDoc = Model.ProfileDoc<Timestamp>;
export type PublicProfileDoc = Model.PublicProfileDoc<Timestamp>;
export type ArticleDoc = Model.ArticleDoc<Timestamp>;
export type ArticleContentDoc = Model.ArticleContentDoc<Timestamp>;
export type TagStatsDoc = Model.TagStatsDoc<Timestamp>;
export type SiteSettingsDoc = Model.SiteSettingsDoc<Timestamp>;
export type ArticleImageDoc = Model.ArticleImageDoc<Timestamp>;

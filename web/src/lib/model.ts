// The data contract lives in @pauta/model (packages/model); this re-export keeps `lib/model`
// imports working and fixes the document types to the web SDK's Timestamp.
import type { Timestamp } from 'firebase/firestore/lite';
import type * as Model from '@pauta/model';

export * from '@pauta/model';

export type ProfileDoc = Model.ProfileDoc<Timestamp>;
export type PublicProfileDoc = Model.PublicProfileDoc<Timestamp>;
export type ArticleDoc = Model.ArticleDoc<Timestamp>;
export type ArticleContentDoc = Model.ArticleContentDoc<Timestamp>;
export type TagStatsDoc = Model.TagStatsDoc<Timestamp>;
export type SiteSettingsDoc = Model.SiteSettingsDoc<Timestamp>;
export type ArticleImageDoc = Model.ArticleImageDoc<Timestamp>;

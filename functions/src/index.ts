// Every Cloud Function Pauta deploys. Each lives in its own file; this index only re-exports.
import { initializeApp, getApps } from 'firebase-admin/app';
// Before any function module: the region reaches every function through the global options it sets.
import './lib/region';

if (getApps().length === 0) initializeApp();

export { isAdmin } from './auth/is-admin';
// The first admin, named by FIRST_ADMIN_EMAIL, made once at its first confirmed sign-in.
export { claimFirstAdmin } from './auth/claim-first-admin';
export { syncPublicProfile } from './profiles/sync-public-profile';
export { onArticleWritten } from './articles/on-article-written';
export { fetchNews } from './news/fetch-news';
export { render } from './render/render';
export { sitemap, rss, robots, siteMeta } from './seo/functions';
export { processUploadedImage } from './images/process-uploaded-image';
export { importExternalImage } from './images/import-external-image';
export { resolveEmbed } from './embeds/resolve-embed';
export { onImageRecordDeleted } from './images/on-image-record-deleted';
export { onArticleDeletedImages } from './images/on-article-deleted-images';
export { searchIndex } from './search/search-index';
export { onArticleSearchIndexed } from './search/on-article-search-indexed';
// Reader statistics: the beacon's endpoint (/api/v).
export { countViewFunction as countView } from './stats/count-view-endpoint';
// Newsroom: deleting an article clears every person's autosaved draft and its edit lease.
export { onArticleDeletedEditorState } from './articles/on-article-deleted-editor-state';
// Preview links ('/previa/{token}' is served by render): make, list and revoke them.
export { previewLinks } from './previews/preview-links';
// Newsletter: subscribe/confirm/unsubscribe pages, the daily digest and the admin's callable.
export { newsletter } from './newsletter/newsletter-http';
export { newsletterDigest } from './newsletter/newsletter-digest';
export { newsletterAdmin } from './newsletter/newsletter-admin';
// Publishing: the one publish step, from the editor (now), the article's task (at its time) and the
// sweep (every minute); the trigger keeps each scheduled article's task in step.
export { publishArticle } from './scheduling/publish-now';
export { publishScheduledArticle } from './scheduling/publish-task';
export { publishDueArticles } from './scheduling/publish-sweep';
export { onArticleScheduled } from './scheduling/on-article-scheduled';
// Live coverage: the readers' summary (liveSummaries/{id}) kept in step with the newsroom's posts;
// readers poll it through the CDN at /api/ao-vivo/{id} (served by render).
export { onLiveCoverageWritten, onLiveEntryWritten } from './live/on-live-written';

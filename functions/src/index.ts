// Every Cloud Function Pauta deploys. Each lives in its own file; this index only re-exports.
import { initializeApp, getApps } from 'firebase-admin/app';

if (getApps().length === 0) initializeApp();

export { isAdmin } from './auth/isAdmin';
export { syncPublicProfile } from './profiles/syncPublicProfile';
export { onArticleWritten } from './articles/onArticleWritten';
export { fetchNews } from './news/fetchNews';
export { render } from './render/render';
export { sitemap, rss, robots, siteMeta } from './seo/functions';
export { processUploadedImage } from './images/process-uploaded-image';
export { importExternalImage } from './images/import-external-image';
export { onImageRecordDeleted } from './images/on-image-record-deleted';
export { onArticleDeletedImages } from './images/on-article-deleted-images';
export { searchIndex } from './search/searchIndex';
export { onArticleSearchIndexed } from './search/onArticleSearchIndexed';
// Newsletter: subscribe/confirm/unsubscribe pages, the daily digest and the admin's callable.
export { newsletter } from './newsletter/newsletter-http';
export { newsletterDigest } from './newsletter/newsletter-digest';
export { newsletterAdmin } from './newsletter/newsletter-admin';

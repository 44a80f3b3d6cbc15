// @pauta/model: Pauta's one data contract, imported by web, functions, the seed and the tests.
export * from './roles.js';
export * from './categories.js';
export * from './collections.js';
export * from './documents.js';
export * from './limits.js';
export * from './text.js';
export * from './images.js';
export * from './tag-stats.js';
export * from './news.js';
export * from './home-snapshot.js';
export * from './editor.js';
export * from './signup.js';
export * from './image-file-names.js';
// The search contract without its engine (the engine is @pauta/model/search, loaded only on /busca).
export * from './search/search-document.js';
export * from './search/search-text.js';
export * from './search/search-query.js';
export * from './search/search-texts.js';
export * from './search/search-card.js';
export * from './article-sanitizer.js';
export * from './article-style-filter.js';
export * from './security-headers.js';
export * from './site.js';
export * from './site-url.js';
export * from './footer.js';
export * from './xml.js';
export * from './sitemap.js';
export * from './responsive-image.js';
export * from './article-version.js';
export * from './edit-lease.js';
export * from './brasilia-time.js';
export * from './brasilia-parse.js';
export * from './scheduling.js';
export * from './editor-form.js';
// The editorial workflow: review apart from publication, pautas, preview links.
export * from './review.js';
export * from './generated-posts.js';
export * from './preview-links.js';
// Reader statistics (beacon, counters, calendar).
export * from './stats/index.js';
export * from './image-variants.js';
export * from './image-metadata.js';
export * from './image-credit.js';
export * from './body-markup.js';
export * from './embeds.js';
export * from './embed-facade.js';
export * from './embed-sources.js';
export * from './reading-time.js';
export * from './newsletter.js';
// The only door for every runtime: paths, the article card, list sizes, payloads, triggers.
export * from './time.js';
export * from './paths.js';
export * from './feeds.js';
export * from './admin.js';
export * from './admin-screens.js';
export * from './article-card.js';
export * from './lists.js';
export * from './render-payload.js';
export * from './reader-server.js';
export * from './triggers.js';
export * from './html.js';
// Corrections and updates notes.
export * from './article-notes.js';
export * from './live-coverage.js';
export * from './live-polling.js';
export * from './note-texts.js';
export * from './article-json-ld.js';
// Where the functions, the task queue and the Hosting rewrites run.
export * from './region.js';
// The first admin, named by a setting instead of a service-account key.
export * from './first-admin.js';
export * from './local-emulators.js';

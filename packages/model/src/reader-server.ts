// The contract between the render function (functions/src/render) and the reader's server bundle
// (web/src/app/reader/server, built by `vite build` next to the site it belongs to): the function
// reads the documents and decides the status; the bundle renders the reader's own React components
// into the complete page, with the built site's scripts and styles.
import type { NewsletterSource } from './newsletter.js';
import type { LiveSummaryDoc } from './live-coverage.js';
import type { LivePolled } from './live-polling.js';
import type { PayloadTimestamp, RenderPayload } from './render-payload.js';

/** The SEO settings an admin saves (settings/site), as the page's head uses them. */
export interface ReaderSiteMeta {
  title?: string;
  description?: string;
  keywords?: string;
  /** Canonical origin (and optional path prefix), without a trailing slash. */
  baseUrl?: string;
}

/** What a 404 shows: the article's own text, the profile's, or the site's not-found page. */
export type ReaderNotFound = 'article' | 'profile' | 'page';

interface RenderContext {
  /** The site's public origin (absolute URLs in the head, external links in bodies). */
  origin: string;
  site: ReaderSiteMeta;
  /** The article body sanitizer (the function's DOMPurify over jsdom, with the model's policy). */
  sanitize(html: string): string;
}

export interface ReaderPageInput extends RenderContext {
  /** The path as requested (decoded by the router), and its query string ('' or '?q=...'). */
  path: string;
  search: string;
  payload: RenderPayload<PayloadTimestamp>;
  /** The answer's status: a 404 is never indexed, whatever page it shows. */
  status: 200 | 404;
  notFound?: ReaderNotFound;
}

/** A draft shown to whoever holds its preview link: the article page under a band, no script. */
export interface PreviewPageInput extends RenderContext {
  article: { id: string; doc: NonNullable<RenderPayload<PayloadTimestamp>['article']>['doc']; content: string };
  /** The band's text after 'Prévia — não publicada' ('link válido até ...'). */
  validity: string;
}

/** A page that answers one person's link or form (newsletter), in the site's chrome, no script. */
export interface PrivatePageInput extends Omit<RenderContext, 'sanitize'> {
  title: string;
  robots?: 'noindex' | 'noindex, nofollow';
  /** The panel's text (trusted markup the function writes). */
  bodyHtml: string;
  /** A newsletter form after the text (to try again), with the address typed before. */
  form?: { source: NewsletterSource; value: string };
  /** Markup after the form (trusted). */
  afterHtml?: string;
}

/** What the server bundle exports. */
export interface ReaderServer {
  renderReaderPage(input: ReaderPageInput): Promise<string>;
  renderPreviewPage(input: PreviewPageInput): Promise<string>;
  renderPrivatePage(input: PrivatePageInput): Promise<string>;
  /** A page for a failed render: the site's chrome and 'Erro ao carregar a página', no data. */
  renderErrorPage(input: Omit<RenderContext, 'sanitize'>): Promise<string>;
  /** A live coverage as its readers poll it: each entry's markup from the page's own component. */
  renderLivePolled(summary: LiveSummaryDoc<PayloadTimestamp>): LivePolled;
}

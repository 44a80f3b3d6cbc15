// The reader's server bundle (web/build/reader-server.ts builds it; the render function imports
// it): every reader page, a draft's preview, a newsletter answer and the error page, rendered from
// the reader's own React components with react-dom/server into the built site's shell.
// The reader stylesheet starts here (the server build gathers the CSS its components import into
// one file every reader page links: web/build/reader-server.ts): Mantine's base and the components
// reader pages use, the theme's variables, the page-wide styles, then each component's own.
import './mantine.css';
import '../../theme-styles.css';
import '../../global.css';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { matchPath, Route, Routes } from 'react-router-dom';
import {
  articlePath,
  READER_ROUTES,
  STATS_ARTICLE_META,
  type PreviewPageInput,
  type PrivatePageInput,
  type ReaderNotFound,
  type ReaderPageInput,
  type ReaderServer,
  type ReaderSiteMeta,
  type LiveSummaryDoc,
  type PayloadTimestamp,
} from '@pauta/model';
import { SESSION_HINT_SCRIPT } from '../../../lib/session-hint';
import { loadNewsletterIslands } from '../../../features/newsletter';
import { ArticleNotFound, livePolledFrom } from '../../../features/articles';
import { ProfileNotFound } from '../../../features/profiles';
import { fullTitle, headTagsHtml, pageHeadTags, scriptJson, type PageMeta } from '../../../components/head';
import { loadNotFoundPage, READER_PAGES } from '../reader-routes';
import { ReaderTree } from './ReaderTree';
import { islandPass, loadIslandComponents } from './islands';
import { breadcrumbLabelOf, pageQueryClient } from './seed';
import { pageDocument } from './document';
import { islandState } from './island-state';
import { PreviewBand, PrivatePanel, ServerErrorPage } from './other-pages';

interface Pages {
  routes: { path: string; Page: ComponentType }[];
  NotFound: ComponentType;
}

let pages: Promise<Pages> | undefined;

/** Every page component, loaded once per server instance. */
function loadPages(): Promise<Pages> {
  pages ??= Promise.all([
    Promise.all(READER_PAGES.map(async (route) => ({ path: route.path, Page: await route.load() }))),
    loadNotFoundPage(),
  ]).then(([routes, NotFound]) => ({ routes, NotFound }));
  return pages;
}

const NOT_FOUND: Record<Exclude<ReaderNotFound, 'page'>, ComponentType> = {
  article: ArticleNotFound,
  profile: ProfileNotFound,
};

interface RenderOptions {
  path: string;
  search?: string;
  origin: string;
  site: ReaderSiteMeta;
  sanitize?: (html: string) => string;
  queryClient?: QueryClient;
  breadcrumbLabel?: string | null;
  before?: ReactNode;
  /** The head's own tags (a private page's); else the page's metadata's. */
  head?: string;
  /** Meta tags of the document itself, after the page's metadata. */
  extraHead?: string;
  scripts: boolean;
  content: ReactNode;
  /** A 404: never indexed, whatever the page's own metadata says. */
  noindex?: boolean;
}

const noSanitizer = () => {
  throw new Error('this page has no article body');
};

const NOT_FOUND_META: PageMeta = { title: 'Página não encontrada', noindex: true };

async function renderDocument(options: RenderOptions): Promise<string> {
  const location = `${options.path}${options.search ?? ''}`;
  const queryClient = options.queryClient ?? new QueryClient();
  const collector: { meta: PageMeta | null } = { meta: null };
  const islands = islandPass(await loadIslandComponents());
  const markup = renderToString(
    <ReaderTree
      queryClient={queryClient}
      location={location}
      origin={options.origin}
      collector={collector}
      renderIsland={islands.renderIsland}
      sanitize={options.sanitize ?? noSanitizer}
      breadcrumbLabel={options.breadcrumbLabel ?? null}
      before={options.before}
    >
      {options.content}
    </ReaderTree>,
  );
  const root = islands.fill(markup, { queryClient, location });
  const pageHead =
    options.head ??
    headTagsHtml(
      pageHeadTags(
        { ...(collector.meta ?? NOT_FOUND_META), ...(options.noindex && { noindex: true }) },
        {
          pathname: options.path,
          origin: options.origin,
          site: options.site,
        },
      ),
    );
  const hint = options.scripts ? `<script>${SESSION_HINT_SCRIPT}</script>` : '';
  const head = [hint, pageHead, options.extraHead ?? ''].filter(Boolean).join('\n    ');
  const state = options.scripts ? scriptJson(islandState(queryClient)) : undefined;
  return pageDocument({ head, root, state, scripts: options.scripts });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head of a page that answers one person's link: its title, never indexed, no Referer sent on. */
const privateHead = (title: string, site: ReaderSiteMeta, robots = 'noindex') =>
  [
    `<title>${escapeHtml(fullTitle(title, site.title))}</title>`,
    `<meta name="robots" content="${robots}">`,
    '<meta name="referrer" content="no-referrer">',
  ].join('\n    ');

async function renderReaderPage(input: ReaderPageInput): Promise<string> {
  const { routes, NotFound } = await loadPages();
  const articleId = input.payload.article?.id;
  let content: ReactNode;
  if (input.notFound) {
    const Page = input.notFound === 'page' ? NotFound : NOT_FOUND[input.notFound];
    content = <Page />;
  } else {
    const matched = routes.find((route) => matchPath({ path: route.path, end: true }, input.path));
    content = (
      <Routes>
        {matched ? <Route path={matched.path} element={<matched.Page />} /> : null}
        <Route path="*" element={<NotFound />} />
      </Routes>
    );
  }
  return renderDocument({
    path: input.path,
    search: input.search,
    origin: input.origin,
    site: input.site,
    sanitize: input.sanitize,
    queryClient: pageQueryClient(input.payload),
    breadcrumbLabel: breadcrumbLabelOf(input.payload),
    // The statistics beacon's article (read once, for this document's own view).
    extraHead: articleId ? `<meta name="${STATS_ARTICLE_META}" content="${escapeHtml(articleId)}">` : '',
    scripts: true,
    content,
    noindex: input.status === 404,
  });
}

/** A draft under its preview link: the article page as it will be, under the band; no script. */
async function renderPreviewPage(input: PreviewPageInput): Promise<string> {
  const { routes } = await loadPages();
  const ArticlePage = routes.find((route) => route.path === READER_ROUTES.articleById)!.Page;
  return renderDocument({
    path: articlePath({ id: input.article.id }),
    origin: input.origin,
    site: input.site,
    sanitize: input.sanitize,
    queryClient: pageQueryClient({ article: input.article }),
    breadcrumbLabel: input.article.doc.title || null,
    before: <PreviewBand validity={input.validity} />,
    head: privateHead(`Prévia: ${input.article.doc.title ?? ''}`, input.site, 'noindex, nofollow'),
    scripts: false,
    content: (
      <Routes>
        <Route path={READER_ROUTES.articleById} element={<ArticlePage />} />
      </Routes>
    ),
  });
}

/** A newsletter answer (or any page for one person's link): a panel in the site's chrome; no script. */
async function renderPrivatePage(input: PrivatePageInput): Promise<string> {
  const { NewsletterCard, FooterNewsletter } = await loadNewsletterIslands();
  return renderDocument({
    path: '/newsletter',
    origin: input.origin,
    site: input.site,
    head: privateHead(input.title, input.site, input.robots),
    scripts: false,
    content: (
      <PrivatePanel
        bodyHtml={input.bodyHtml}
        form={input.form}
        afterHtml={input.afterHtml}
        forms={{ home: NewsletterCard, rodape: FooterNewsletter }}
      />
    ),
  });
}

/** The page of a failed render: the site's chrome and the error's text; no data, no script. */
function renderErrorPage(input: { origin: string; site: ReaderSiteMeta }): Promise<string> {
  return renderDocument({
    path: '/',
    origin: input.origin,
    site: input.site,
    head: privateHead('Erro ao carregar a página', input.site),
    scripts: false,
    content: <ServerErrorPage />,
  });
}

/** A live coverage as its open pages poll it: each entry's markup from the page's own component. */
const renderLivePolled = (summary: LiveSummaryDoc<PayloadTimestamp>) => livePolledFrom(summary, renderToStaticMarkup);

export const readerServer: ReaderServer = {
  renderReaderPage,
  renderPreviewPage,
  renderPrivatePage,
  renderErrorPage,
  renderLivePolled,
};

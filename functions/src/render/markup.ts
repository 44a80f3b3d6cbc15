// The HTML of rendered pages: the site chrome (header, footer) and each reader page's content, as
// plain semantic markup with its own small stylesheet. It is what crawlers, social cards and readers
// without JavaScript get; the app replaces it with its own rendering once its code has run.
import {
  ARTICLE_NOTES_STYLES,
  articlePath,
  cardAuthor,
  creditLine,
  cardCategoryPath,
  cardDate,
  categoryLabel,
  escapeHtml as esc,
  FOOTER_LINKS,
  highlightParts,
  HOME_SHOWCASE_DEFAULT,
  IMAGE_SIZES,
  initials,
  MAIN_NAV_LINKS,
  noteHeading,
  readingTimeLabel,
  responsiveImage,
  SITE_NAME,
  tagPath,
  updatedLine,
  visitorPath,
  type ArticleCard,
  type NoteKind,
} from '@pauta/model';
import { formatLongDate } from './site';
import { NEWSLETTER_STYLE, newsletterCard, newsletterForm } from './newsletter-form';

/** What a card shows: the article card's fields, with its author and date as the page shows them. */
export type CardView = Pick<
  ArticleCard<Date>,
  'id' | 'slug' | 'title' | 'excerpt' | 'imageUrl' | 'category' | 'categoryPath' | 'authorId' | 'tags'
> &
  Partial<Pick<ArticleCard<Date>, 'imageVariants' | 'imageAlt' | 'modifiedAt'>> & {
    author: string;
    date: string;
    isoDate: string | null;
  };

export function cardView(card: ArticleCard<Date>): CardView {
  const published = cardDate(card);
  return {
    ...card,
    author: cardAuthor(card),
    date: formatLongDate(published),
    isoDate: published ? published.toISOString() : null,
  };
}

// The rendered page has the app's geometry: .ssr-wrap is Mantine's xl container, .ssr-grid the
// app's card grid (1, 2 from sm, 3 from lg; gap lg), .ssr-article the app's article width (md
// container less its padding). So no cover grows when the app takes over, and the hand-off starts
// no new largest paint.
export const STYLE = `<style data-pauta-ssr>
body{margin:0}.ssr{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1b1e;line-height:1.55}
.ssr a{color:#5f3dc4}.ssr-wrap{box-sizing:border-box;max-width:1320px;margin:0 auto;padding:0 16px}
.ssr-header{border-bottom:1px solid #e9ecef;background:#fff}.ssr-header .ssr-wrap{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;min-height:64px}
.ssr-logo{font-weight:800;font-size:24px;text-decoration:none}.ssr-nav{display:flex;flex-wrap:wrap;gap:4px 14px}.ssr-nav a{text-decoration:none;font-weight:600;color:#343a40}
.ssr-search{margin-left:auto}.ssr-search input{padding:6px 10px;border:1px solid #ced4da;border-radius:6px}
.ssr-menu{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;flex:1}.ssr-account{font-weight:600;text-decoration:none}
.ssr-menu-toggle{display:none;margin-left:auto;width:40px;height:40px;border:1px solid #ced4da;border-radius:6px;background:#fff;font-size:20px;cursor:pointer}
@media (max-width:61.99em){.pauta-js .ssr-menu-toggle{display:block}.pauta-js .ssr-menu{display:none}
.pauta-js .ssr-menu[data-pauta-open]{display:flex;flex:0 0 100%;flex-direction:column;align-items:stretch;padding:8px 0 16px}.pauta-js .ssr-menu .ssr-search{margin-left:0}}
.ssr-main{padding:32px 0 48px}.ssr-hero{background:linear-gradient(135deg,#5f3dc4,#7950f2);color:#fff;padding:48px 0}.ssr-hero a{color:#fff}
.ssr h1{font-size:clamp(28px,4vw,44px);line-height:1.2;margin:0 0 12px}.ssr h2{margin:40px 0 16px}
.ssr-grid{display:grid;gap:20px;grid-template-columns:minmax(0,1fr);list-style:none;padding:0;margin:0}
@media (min-width:48em){.ssr-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}@media (min-width:75em){.ssr-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.ssr-card{border:1px solid #e9ecef;border-radius:8px;overflow:hidden;display:flex;flex-direction:column;height:100%}
.ssr-card img{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;display:block;background:#f1f3f5}
.ssr-card div{padding:12px 16px}.ssr-card h3{margin:8px 0;font-size:18px}.ssr-card h3 a{color:inherit;text-decoration:none}
.ssr-meta{color:#555a61;font-size:14px}.ssr-badge{font-size:12px;font-weight:700;text-transform:uppercase;text-decoration:none}
.ssr-article{max-width:928px;margin:0 auto}.ssr-cover{width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:8px;background:#f1f3f5}
.ssr-body{--mantine-color-body:#fff;--mantine-color-text:#000;--mantine-color-gray-0:#f8f9fa;--mantine-color-gray-1:#f1f3f5;--mantine-color-gray-3:#dee2e6;--mantine-color-gray-7:#495057;--mantine-color-pauta-0:#f4f0ff;--mantine-color-pauta-4:#8f6ae3;--mantine-color-pauta-5:#7f54df;--mantine-color-pauta-7:#5f3bc4;--mantine-color-pauta-9:#472b9a}
.ssr-excerpt{font-size:19px;font-style:italic;color:#495057}.ssr-body{font-size:18px}.ssr-body img{max-width:100%;height:auto}
.ssr figure{margin:0}.ssr-body figure{margin:1.6em 0}.ssr-body .pauta-table{max-width:100%;overflow-x:auto}.ssr-body .pauta-embed__link{display:flex;flex-direction:column;gap:4px}.ssr-body .pauta-embed__thumb{width:100%;height:auto}.ssr figcaption{margin-top:6px;font-size:15px;color:#495057}.ssr-body pre{overflow:auto;background:#f8f9fa;padding:12px}.ssr-tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}
.ssr mark{background:#fff3bf;color:inherit;padding:0 1px}.ssr main form[role=search] input{padding:6px 10px;border:1px solid #ced4da;border-radius:6px;width:min(100%,420px)}.ssr form[role=search] button{padding:6px 14px;margin-left:6px}
.ssr-more{text-align:center;margin:24px 0}.ssr-more button{padding:8px 18px;border:1px solid #5f3dc4;border-radius:6px;background:#fff;color:#5f3dc4;font:inherit;font-weight:600;cursor:pointer}
${ARTICLE_NOTES_STYLES}.ssr .article-notes{margin:16px 0}
.ssr-corrections{list-style:none;padding:0;display:grid;gap:20px}.ssr-corrections li{border-left:4px solid #862e9c;padding-left:14px}.ssr-corrections p{margin:0 0 4px}
.ssr-footer{border-top:1px solid #e9ecef;padding:24px 0;color:#495057}.ssr-footer nav{display:flex;flex-wrap:wrap;gap:8px 16px}
${NEWSLETTER_STYLE}
</style>`;

/**
 * Marks <html> when scripts run, before the first paint: the header then collapses its menu behind
 * the menu button on small screens from the start (without scripts the links simply wrap).
 */
export const JS_MARKER = `<script>document.documentElement.classList.add('pauta-js')</script>`;

const link = (to: string, label: string, attrs = '') => `<a href="${esc(to)}"${attrs}>${esc(label)}</a>`;

export function layout(content: string): string {
  return `<div class="ssr">
<header class="ssr-header"><div class="ssr-wrap">
<a class="ssr-logo" href="/">${SITE_NAME}</a>
<button type="button" class="ssr-menu-toggle" aria-expanded="false" aria-controls="ssr-menu" aria-label="Abrir menu"><span aria-hidden="true">☰</span></button>
<div class="ssr-menu" id="ssr-menu">
<nav class="ssr-nav" aria-label="Principal">${MAIN_NAV_LINKS.map((l) => link(l.to, l.label)).join('')}</nav>
<form class="ssr-search" action="/busca" method="get" role="search"><input type="search" name="q" aria-label="Buscar artigos" placeholder="Buscar artigos"></form>
${link('/login', 'Entrar', ' class="ssr-account"')}
</div></div></header>
<main class="ssr-main" id="conteudo">${content}</main>
<footer class="ssr-footer"><div class="ssr-wrap"><nav aria-label="Rodapé">${FOOTER_LINKS.map((l) => link(l.to, l.label)).join('')}</nav>
<h2>Newsletter</h2><p>Receba as principais notícias da semana no seu email.</p>${newsletterForm('rodape')}
<p>© ${new Date().getFullYear()} ${SITE_NAME}. Todos os direitos reservados.</p></div></footer>
</div>`;
}

/** A text with the words a search matched wrapped in <mark>. */
function marked(text: string, terms: readonly string[]): string {
  return highlightParts(text, terms)
    .map((part) => (part.match ? `<mark>${esc(part.text)}</mark>` : esc(part.text)))
    .join('');
}

/**
 * A cover with the app's srcset and sizes (and the processed image's width and height), so the
 * browser picks the same file for the rendered page and for the app that takes over.
 */
function coverImg(c: Pick<CardView, 'imageUrl' | 'imageVariants'>, alt: string, sizes: string, extra: string): string {
  const image = responsiveImage(c.imageUrl, c.imageVariants);
  const responsive = image.srcSet
    ? ` srcset="${esc(image.srcSet)}" sizes="${sizes}" width="${image.width}" height="${image.height}"`
    : ' width="640" height="360"';
  return `<img${extra} src="${esc(image.src)}"${responsive} alt="${esc(alt)}">`;
}

export function card(c: CardView, eager = false, terms: readonly string[] = [], href = articlePath(c)): string {
  const img = c.imageUrl
    ? coverImg(c, c.imageAlt ?? '', IMAGE_SIZES.card, eager ? ' fetchpriority="high"' : ' loading="lazy"')
    : '';
  const badge = c.category ? link(cardCategoryPath(c), categoryLabel(c.category), ' class="ssr-badge"') : '';
  return `<li><article class="ssr-card">${img}<div>${badge}
<h3><a href="${esc(href)}">${marked(c.title, terms)}</a></h3>
${c.excerpt ? `<p>${marked(c.excerpt, terms)}</p>` : ''}
<p class="ssr-meta">${esc(c.author)}${c.date ? ` · ${esc(c.date)}` : ''}</p></div></article></li>`;
}

export const cardGrid = (
  cards: CardView[],
  emptyText: string,
  eagerFirst = false,
  hrefFor: (c: CardView) => string = articlePath,
) =>
  cards.length
    ? `<ul class="ssr-grid">${cards.map((c, i) => card(c, eagerFirst && i === 0, [], hrefFor(c))).join('')}</ul>`
    : `<p>${esc(emptyText)}</p>`;

/** Cards in the home's category showcase (and per 'Carregar mais artigos'), as in the app. */
const SHOWCASE_STEP = 6;

export interface HomeView {
  featured: CardView | null;
  latest: CardView[];
  showcase: CardView[];
  recommendedPreview: string;
  topTags: { label: string; count: number }[];
}

export function homePage(h: HomeView): string {
  const featured = h.featured
    ? `<article class="ssr-card">${h.featured.imageUrl ? coverImg(h.featured, '', IMAGE_SIZES.featured, ' fetchpriority="high"') : ''}<div>
<h3>${link(articlePath(h.featured), h.featured.title)}</h3><p>${esc(h.featured.excerpt)}</p>
<p class="ssr-meta">${esc(h.featured.author)}${h.featured.date ? ` · ${esc(h.featured.date)}` : ''}</p></div></article>`
    : '<p>Nenhum artigo em destaque disponível</p>';
  const recommended = h.featured
    ? `<h2>Leitura Recomendada</h2><h3>${esc(h.featured.title)}</h3><p>${esc(h.recommendedPreview)}</p>${link(articlePath(h.featured), 'Ler artigo completo')}`
    : '';
  const topics = h.topTags.length
    ? `<h2>Tópicos em Alta</h2><ul class="ssr-tags">${h.topTags.map((t) => `<li>${link(tagPath(t.label), `#${t.label} (${t.count})`)}</li>`).join('')}</ul>`
    : '';
  return `<section class="ssr-hero"><div class="ssr-wrap">
<h1>Notícias que ajudam você a entender o que vem por aí</h1>
<p>Tecnologia, inovação, educação e desenvolvimento pessoal explicados com clareza, todos os dias.</p>
<p>${link('/artigos', 'Ver todos os artigos')} · ${link('/topicos', 'Explorar tópicos')}</p></div></section>
<div class="ssr-wrap"><h2>Em Destaque</h2>${featured}
<h2>Últimos Artigos</h2>${cardGrid(h.latest, 'Nenhum artigo disponível no momento')}
<h2>Explore por Categoria</h2><h3>${categoryLabel(HOME_SHOWCASE_DEFAULT)}</h3>${cardGrid(h.showcase, 'Nenhum artigo encontrado nesta categoria.')}${h.showcase.length >= SHOWCASE_STEP ? loadMore() : ''}
${recommended}${topics}
${newsletterCard()}</div>`;
}

/** A note as the page shows it (newest first). */
export interface NoteView {
  kind: NoteKind;
  text: string;
  /** ISO time. */
  at: string;
}

const notesList = (notes: NoteView[]) =>
  notes.length
    ? `<section class="article-notes" aria-label="Correções e atualizações"><ul>${notes
        .map(
          (n) =>
            `<li data-kind="${n.kind}"><strong><time datetime="${esc(n.at)}">${esc(noteHeading(n.kind, Date.parse(n.at)))}</time></strong> ${esc(n.text)}</li>`,
        )
        .join('')}</ul></section>`
    : '';

/** The cover's caption and 'Foto: {crédito}' under it (as the app's ArticleView). */
function coverCaption(cover: { caption: string; credit: string }): string {
  const caption = cover.caption.trim();
  const credit = cover.credit.trim();
  if (!caption && !credit) return '';
  const line = credit ? ` <span class="article-cover__credit">${esc(creditLine(credit))}</span>` : '';
  return `<figcaption class="article-cover__caption">${esc(caption)}${line}</figcaption>`;
}

/** What the page shows beside the card and body: the cover's caption, reading time, notes. */
export interface ArticleExtras {
  cover?: { caption: string; credit: string };
  minutes?: number;
  notes?: NoteView[];
}

export function articlePage(
  a: CardView,
  safeBody: string,
  { cover = { caption: '', credit: '' }, minutes = 0, notes = [] }: ArticleExtras = {},
): string {
  const author = a.authorId ? link(visitorPath(a.authorId), a.author) : esc(a.author);
  const updated = a.modifiedAt
    ? ` · <time datetime="${a.modifiedAt.toISOString()}">${esc(updatedLine(a.modifiedAt.getTime()))}</time>`
    : '';
  const tags = a.tags.length
    ? `<ul class="ssr-tags" aria-label="Tags">${a.tags.map((t) => `<li>${link(tagPath(t), `#${t}`)}</li>`).join('')}</ul>`
    : '';
  return `<div class="ssr-wrap"><article class="ssr-article" aria-labelledby="ssr-titulo">
${a.imageUrl ? `<figure class="article-cover">${coverImg(a, a.imageAlt ?? '', IMAGE_SIZES.article, ' class="ssr-cover" fetchpriority="high"')}${coverCaption(cover)}</figure>` : ''}
${a.category ? `<p>${link(cardCategoryPath(a), categoryLabel(a.category), ' class="ssr-badge"')}</p>` : ''}
<h1 id="ssr-titulo">${esc(a.title)}</h1>
${a.excerpt ? `<p class="ssr-excerpt">${esc(a.excerpt)}</p>` : ''}
<p class="ssr-meta"><span aria-hidden="true">${esc(initials(a.author))}</span> ${author}${a.date ? ` · <time datetime="${esc(a.isoDate ?? '')}">${esc(a.date)}</time>${updated}` : ''}</p>
${notesList(notes)}
${minutes > 0 ? `<p class="article-reading-time" data-testid="reading-time">${esc(readingTimeLabel(minutes))}</p>` : ''}
<div class="ssr-body article-body" data-ssr="article-body">${safeBody}</div>
${tags}</article></div>`;
}

/**
 * 'Carregar mais artigos' under a rendered list: the next page comes from the app, which the click
 * starts (web/src/app/rendered-page.ts) and then passes on to the app's own button (same marker).
 */
const loadMore = () =>
  `<p class="ssr-more"><button type="button" data-pauta-app="carregar-mais">Carregar mais artigos</button></p>`;

export function listPage(title: string, intro: string, cards: CardView[], emptyText: string, more = false): string {
  return `<div class="ssr-wrap"><h1>${esc(title)}</h1><p>${esc(intro)}</p>${cardGrid(cards, emptyText, true)}${more ? loadMore() : ''}</div>`;
}

export function topicsPage(tags: { label: string; count: number }[]): string {
  const items = tags.map(
    (t) =>
      `<li>${link(tagPath(t.label), `#${t.label}`)} <span class="ssr-meta">${t.count} artigo${t.count === 1 ? '' : 's'}</span></li>`,
  );
  return `<div class="ssr-wrap"><h1>Tópicos em Alta</h1><p>Os assuntos mais publicados no Pauta.</p>
${items.length ? `<ul class="ssr-tags">${items.join('')}</ul>` : '<p>Nenhum tópico disponível no momento.</p>'}</div>`;
}

export function notFoundPage(article: boolean): string {
  return article
    ? `<div class="ssr-wrap"><h1>Artigo não encontrado</h1><p>O artigo que você está procurando não existe ou foi removido.</p>${link('/', 'Voltar para a página inicial')}</div>`
    : `<div class="ssr-wrap"><p aria-hidden="true">404</p><h1>Oops! Page not found</h1><p>A página que você procura não existe ou foi movida.</p>${link('/', 'Voltar para a página inicial')}</div>`;
}

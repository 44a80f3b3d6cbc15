// /artigo/{slug} and /artigo/id/{id}: the article the server found (an old slug or the older
// /artigo/{id} form never get here: the render function answers them with a 301).
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { articleRefFromParams } from '../../../lib/article-ref';
import { liveBlogPostingJsonLd, newsArticleJsonLd, usePageMeta, useSiteOrigin } from '../../../components/head';
import { ArticlePageSkeleton } from '../../../components/skeletons';
import { useArticle, useArticleContent } from '../hooks/use-article';
import { useLoadedNotes } from '../hooks/use-loaded-notes';
import { useLiveCoverage } from '../hooks/use-live-coverage';
import { liveBlogOf } from '../lib/live/live-json-ld';
import type { LiveCoverageView } from '../lib/live/live-view';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { ArticleView } from '../components/ArticleView';
import { BackToTopButton } from '../components/BackToTopButton';
import { articlePath, categoryLabel, correctionsJsonLd } from '@pauta/model';

/** A live (or once live) article is a LiveBlogPosting with its entries; any other stays a NewsArticle. */
const withLiveBlog = (live: LiveCoverageView | null, article: Record<string, unknown>) =>
  live ? liveBlogPostingJsonLd(article, liveBlogOf(live)) : article;

export function ArticlePage() {
  const params = useParams();
  const origin = useSiteOrigin();
  const ref = useMemo(() => articleRefFromParams(params), [params]);
  const articleQuery = useArticle(ref);
  const article = articleQuery.data ?? null;
  const content = useArticleContent(article?.id);
  // Its corrections once the page has loaded its notes (ArticleUpdates): the JSON-LD lists them.
  const corrections = useLoadedNotes(article?.id)?.filter((n) => n.kind === 'correction') ?? [];
  const live = useLiveCoverage(article?.id);

  // The editor's SEO fields win; blank ones give way to the article's own title and summary.
  const title = article?.metaTitle?.trim() || article?.title || '';
  const description = article?.metaDescription?.trim() || article?.excerpt || '';
  usePageMeta(
    article
      ? {
          title,
          description,
          keywords: article.tags.join(', '),
          image: article.imageUrl,
          canonical: articlePath(article),
          type: 'article',
          article: {
            publishedTime: article.rawDate,
            modifiedTime: article.modifiedAt ?? article.rawDate,
            section: categoryLabel(article.category),
            author: article.author,
          },
          jsonLd: withLiveBlog(live, {
            ...newsArticleJsonLd(
              {
                title,
                description,
                image: article.imageUrl,
                imageMeta: article,
                imageSize: article.imageVariants,
                url: articlePath(article),
                author: article.author,
                datePublished: article.rawDate,
                dateModified: article.modifiedAt ?? article.rawDate,
                section: categoryLabel(article.category),
                keywords: article.tags,
              },
              origin,
            ),
            ...(corrections.length && { correction: correctionsJsonLd(corrections) }),
          }),
        }
      : null,
  );

  if (articleQuery.isPending && ref) return <ArticlePageSkeleton />;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <ArticleView article={article} content={content.data ?? ''} live={live} />
      <BackToTopButton />
    </>
  );
}

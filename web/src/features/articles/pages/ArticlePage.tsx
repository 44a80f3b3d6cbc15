// /artigo/{slug}, /artigo/id/{id} and the older /artigo/{id} (swapped for /artigo/{slug} once loaded).
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { articleRefFromParams, canonicalReplacement } from '../../../lib/article-ref';
import { useBreadcrumbLabel } from '../../../components/breadcrumbs';
import { newsArticleJsonLd, usePageMeta } from '../../../components/head';
import { ArticlePageSkeleton } from '../../../components/skeletons';
import { useArticle, useArticleContent } from '../hooks/use-article';
import { useLoadedNotes } from '../hooks/use-loaded-notes';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { ArticleView } from '../components/ArticleView';
import { preloadArticleBody } from '../components/LazyArticleBody';
import { BackToTopButton } from '../components/BackToTopButton';
import { articlePath, categoryLabel, correctionsJsonLd } from '@pauta/model';
import { useArticlePageView } from '../../../lib/page-views';

void preloadArticleBody(); // with this page's own chunk, before the body is fetched

function ArticlePage() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ref = useMemo(() => articleRefFromParams(params), [params]);
  const articleQuery = useArticle(ref);
  const article = articleQuery.data ?? null;
  const content = useArticleContent(article?.id);
  // Its corrections once the page has loaded its notes (ArticleUpdates): the JSON-LD lists them.
  const corrections = useLoadedNotes(article?.id)?.filter((n) => n.kind === 'correction') ?? [];

  useEffect(() => {
    if (!article) return;
    const replacement = canonicalReplacement(pathname, article);
    if (replacement) navigate(replacement, { replace: true });
  }, [article, pathname, navigate]);

  useArticlePageView(article?.id, pathname);
  useBreadcrumbLabel(article?.title);
  usePageMeta(
    article
      ? {
          title: article.metaTitle || article.title,
          description: article.metaDescription || article.excerpt,
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
          jsonLd: {
            ...newsArticleJsonLd({
              title: article.metaTitle || article.title,
              description: article.metaDescription || article.excerpt,
              image: article.imageUrl,
              imageMeta: article,
              imageSize: article.imageVariants,
              url: articlePath(article),
              author: article.author,
              datePublished: article.rawDate,
              dateModified: article.modifiedAt ?? article.rawDate,
              section: categoryLabel(article.category),
              keywords: article.tags,
            }),
            ...(corrections.length && { correction: correctionsJsonLd(corrections) }),
          },
        }
      : null,
  );

  if (articleQuery.isPending && ref) return <ArticlePageSkeleton />;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <ArticleView article={article} content={content.data} contentLoading={content.isPending} />
      <BackToTopButton />
    </>
  );
}

export const ArticleBySlugPage = ArticlePage;
export const ArticleByIdPage = ArticlePage;

// /artigo/{slug}, /artigo/id/{id} and the older /artigo/{id} (swapped for /artigo/{slug} once loaded).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { articleRefFromParams, canonicalReplacement } from '../../../lib/article-ref';
import { useBreadcrumbLabel } from '../../../components/breadcrumbs';
import type { JsonLdPart } from '../components/ArticleUpdates';
import { newsArticleJsonLd, usePageMeta } from '../../../components/head';
import { ArticlePageSkeleton } from '../../../components/skeletons';
import { useArticle, useArticleContent } from '../hooks/use-article';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { ArticleView } from '../components/ArticleView';
import { preloadArticleBody } from '../components/LazyArticleBody';
import { BackToTopButton } from '../components/BackToTopButton';
import { articlePath, categoryLabel } from '@pauta/model';
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
  // What the parts loaded with the article's notes add to its JSON-LD (its corrections).
  const [jsonLdParts, setJsonLdParts] = useState<Record<string, JsonLdPart>>({});
  const addJsonLd = useCallback((part: JsonLdPart) => setJsonLdParts((parts) => ({ ...parts, [part.key]: part })), []);

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
          jsonLd: Object.assign(
            newsArticleJsonLd({
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
            ...Object.values(jsonLdParts).map((part) => (part.articleId === article.id ? part.fields : {})),
          ),
        }
      : null,
  );

  if (articleQuery.isPending && ref) return <ArticlePageSkeleton />;
  if (!article) return <ArticleNotFound />;
  return (
    <>
      <ArticleView article={article} content={content.data} contentLoading={content.isPending} addJsonLd={addJsonLd} />
      <BackToTopButton />
    </>
  );
}

export const ArticleBySlugPage = ArticlePage;
export const ArticleByIdPage = ArticlePage;

// The article itself: cover, category, title, excerpt, author, date ('Atualizado em' once the story
// changed materially), its corrections and updates, body, live coverage and tags.
import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ArticleSummary } from '../../../lib/article-shape';
import { InitialsAvatar } from '../../../components/ui';
import { categoryLabel, creditLine, IMAGE_SIZES, tagPath, visitorPath } from '@pauta/model';
import { CoverImage, LiveLabel } from '../../../components/cards';
import type { LiveCoverageView } from '../lib/live/live-view';
import { LiveCoverage } from './live/LiveCoverage';
import { ArticleBody } from './ArticleBody';
import ArticleUpdates from './ArticleUpdates';

// The server renders the notes with the page (their data comes with it); a reader page never loads
// this component in the browser.
interface ArticleViewProps {
  article: ArticleSummary;
  content: string;
  /** Its live coverage, when it has or had one: under the body, 'AO VIVO' by the category while live. */
  live?: LiveCoverageView | null;
}

export function ArticleView({ article, content, live = null }: ArticleViewProps) {
  return (
    <Container size="md" py="xl" component="article" aria-labelledby="artigo-titulo">
      <Stack gap="md">
        <figure className="article-cover">
          <CoverImage
            src={article.imageUrl}
            variants={article.imageVariants}
            alt={article.imageAlt ?? ''}
            eager
            sizes={IMAGE_SIZES.article}
          />
          {/* The cover's caption and 'Foto: {crédito}' (the card's values are trimmed). */}
          {(article.imageCaption || article.imageCredit) && (
            <figcaption className="article-cover__caption">
              {article.imageCaption}{' '}
              {article.imageCredit && <span className="article-cover__credit">{creditLine(article.imageCredit)}</span>}
            </figcaption>
          )}
        </figure>
        {(article.category || live?.status === 'live') && (
          <Group>
            {article.category && (
              <Badge component={Link} to={article.categoryPath} size="lg" variant="light" style={{ cursor: 'pointer' }}>
                {categoryLabel(article.category)}
              </Badge>
            )}
            {live?.status === 'live' && <LiveLabel />}
          </Group>
        )}
        <Title order={1} id="artigo-titulo" lh={1.2}>
          {article.title}
        </Title>
        {article.excerpt && (
          <Text size="lg" fs="italic" c="dimmed">
            {article.excerpt}
          </Text>
        )}
        <Group gap="sm">
          <InitialsAvatar name={article.author} />
          <div>
            {article.authorId ? (
              <Anchor component={Link} to={visitorPath(article.authorId)} fw={600} size="sm">
                {article.author}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {article.author}
              </Text>
            )}
            {article.date && (
              <Text size="sm" c="dimmed">
                <time dateTime={article.rawDate ?? undefined}>{article.date}</time>
                {article.modifiedAt && (
                  <>
                    {' · '}
                    <ArticleUpdates at={article.modifiedAt} />
                  </>
                )}
              </Text>
            )}
          </div>
        </Group>
        {article.noteCount ? <ArticleUpdates article={article} /> : null}
        <ArticleBody html={content} />
        {live && <LiveCoverage articleId={article.id} coverage={live} />}
        {article.tags.length > 0 && (
          <Group gap="xs" component="ul" className="plain-list" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge
                  component={Link}
                  to={tagPath(tag)}
                  variant="outline"
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                >
                  #{tag}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Stack>
    </Container>
  );
}

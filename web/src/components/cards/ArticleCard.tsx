// The article card of every list: cover, category badge ('AO VIVO' beside it while its live coverage
// runs), title, excerpt, author and date.
import type { ReactNode } from 'react';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ArticleCardData } from '../../lib/article-shape';
import { CoverImage } from './CoverImage';
import { LiveLabel } from './LiveLabel';
import './cards.css';
import { articlePath, categoryLabel } from '@pauta/model';

interface ArticleCardProps {
  article: ArticleCardData;
  size?: 'normal' | 'large';
  /** Overrides the link target (the visitor profile links by id). */
  href?: string;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
  /** What the title and excerpt show instead of the plain text (search marks its matches). */
  titleContent?: ReactNode;
  excerptContent?: ReactNode;
}

export function ArticleCard({
  article,
  size = 'normal',
  href,
  headingLevel = 3,
  eager,
  titleContent,
  excerptContent,
}: ArticleCardProps) {
  const to = href ?? articlePath(article);
  return (
    <Card withBorder padding="md" radius="md" className="article-card" data-size={size} component="article">
      <Card.Section>
        <CoverImage
          src={article.imageUrl}
          variants={article.imageVariants}
          alt={article.imageAlt ?? ''}
          eager={eager}
        />
      </Card.Section>
      <Group mt="md" mb={6} gap="xs">
        {article.category && (
          <Badge variant="light" component={Link} to={article.categoryPath} className="card-badge">
            {categoryLabel(article.category)}
          </Badge>
        )}
        {article.live && <LiveLabel />}
      </Group>
      <Title order={headingLevel} size={size === 'large' ? 'h2' : 'h4'} lineClamp={3}>
        <Link to={to} className="card-title-link">
          {titleContent ?? article.title}
        </Link>
      </Title>
      {article.excerpt && (
        <Text size="sm" c="dimmed" mt={6} lineClamp={size === 'large' ? 4 : 3}>
          {excerptContent ?? article.excerpt}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="auto" pt="sm">
        {article.author}
        {article.date && ` · ${article.date}`}
      </Text>
    </Card>
  );
}

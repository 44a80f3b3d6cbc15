// Where an article came from: the pauta it was made from (Posts Gerados), shown to editors and
// admins in the editor. A new article from a pauta says that its first save links the two.
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS, adminTabPath, GENERATED_POST_TABS } from '@pauta/model';
import { fetchArticleOrigin } from '../api/article-origin';
import { adminKeys } from '../queries';

export function ArticleOrigin({
  articleId,
  stored,
  fromPauta,
}: {
  articleId: string;
  stored: boolean;
  fromPauta: boolean;
}) {
  const origin = useQuery({
    queryKey: adminKeys.origin(articleId),
    queryFn: () => fetchArticleOrigin(articleId),
    enabled: stored,
  });
  if (!stored && fromPauta) {
    return (
      <Text size="sm" c="gray.7" data-testid="article-origin">
        Artigo a partir de uma pauta: ao salvar, ela passa para “Em produção” em{' '}
        <Anchor component={Link} to={ADMIN_PATHS.generatedPosts} underline="always">
          Posts Gerados
        </Anchor>
        .
      </Text>
    );
  }
  if (!origin.data) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="article-origin">
      Criado a partir da pauta “{origin.data.headline}” ({origin.data.publisher}) ·{' '}
      <Anchor
        component={Link}
        to={adminTabPath(ADMIN_PATHS.generatedPosts, GENERATED_POST_TABS['in-production'])}
        underline="always"
      >
        Ver em Posts Gerados
      </Anchor>
    </Text>
  );
}

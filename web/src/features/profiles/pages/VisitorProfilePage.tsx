// /visitante/{id}: an author's name, role and published articles (linked by id, as in the spec),
// rendered by the server (an unknown profile: 404 'Perfil não encontrado.').
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { InitialsAvatar } from '../../../components/ui';
import { articleIdPath, ROLE_LABELS, visitorPath } from '@pauta/model';
import { ArticleGrid } from '../../../components/ArticleGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ArticleGridSkeleton } from '../../../components/skeletons';
import { usePageMeta } from '../../../components/head';
import { authorArticlesOptions, publicProfileOptions } from '../queries';
import { ProfileNotFound } from '../components/ProfileNotFound';

export function VisitorProfilePage() {
  const id = useParams().id ?? '';
  const profile = useQuery({ ...publicProfileOptions(id), enabled: !!id });
  const articles = useQuery({ ...authorArticlesOptions(id), enabled: !!profile.data });

  const name = profile.data?.name;
  usePageMeta({
    title: name ?? 'Perfil',
    description: name ? `Artigos publicados por ${name} no Pauta.` : undefined,
    canonical: visitorPath(id),
    type: 'profile',
  });

  if (profile.isPending) {
    return (
      <Container size="xl" py="xl">
        <Group>
          <Skeleton circle height={64} />
          <Stack gap="xs">
            <Skeleton height={28} width={220} />
            <Skeleton height={18} width={120} />
          </Stack>
        </Group>
      </Container>
    );
  }
  if (!profile.data) return <ProfileNotFound />;
  const { role } = profile.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group gap="md">
          <InitialsAvatar name={profile.data.name} size="lg" />
          <div>
            <Title order={1}>{profile.data.name}</Title>
            <Text c="dimmed" data-testid="visitor-role">
              {ROLE_LABELS[role]}
            </Text>
          </div>
        </Group>
        <section aria-labelledby="artigos-autor">
          <Title order={2} size="h3" id="artigos-autor" mb="md">
            Artigos publicados
          </Title>
          {articles.isPending ? (
            <ArticleGridSkeleton count={3} />
          ) : !articles.data?.length ? (
            <EmptyState message="Nenhum artigo publicado ainda." />
          ) : (
            <ArticleGrid articles={articles.data} hrefFor={(a) => articleIdPath(a.id)} />
          )}
        </section>
      </Stack>
    </Container>
  );
}

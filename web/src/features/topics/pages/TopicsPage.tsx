// /topicos (every tag with its count, filtered as the reader types) and /tag/{tag} (the articles of
// one tag, 'Carregar mais artigos'): the lists are islands.
import { Container, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '../../../components/ui';
import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/head';
import { Island } from '../../../components/island';
import { tagPath } from '@pauta/model';

export function TopicsPage() {
  const tag = useParams().tag?.trim() || null; // the router hands the param over decoded
  usePageMeta(
    tag
      ? { title: `#${tag}`, description: `Artigos sobre ${tag} no Pauta.`, canonical: tagPath(tag), keywords: tag }
      : {
          title: 'Tópicos em Alta',
          description: 'Os assuntos mais publicados no Pauta: encontre artigos por tópico.',
          canonical: '/topicos',
        },
  );
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        {tag ? (
          <>
            <div>
              <Title order={1}>#{tag}</Title>
              <Text c="dimmed">Artigos marcados com este tópico.</Text>
            </div>
            <div>
              <LinkButton to="/topicos" variant="light" leftSection={<span aria-hidden="true">←</span>}>
                Voltar para tópicos
              </LinkButton>
            </div>
            <Island name="tag-list" props={{ tag }} />
          </>
        ) : (
          <>
            <div>
              <Title order={1}>Tópicos em Alta</Title>
              <Text c="dimmed">Os assuntos mais presentes nos nossos artigos.</Text>
            </div>
            <Island name="topics" />
          </>
        )}
      </Stack>
    </Container>
  );
}

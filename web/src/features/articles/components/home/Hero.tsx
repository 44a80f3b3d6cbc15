import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '../../../../components/ui';

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-titulo">
      <Container size="xl" className="home-hero-inner">
        <Stack gap="md" maw={720}>
          <Title order={1} id="hero-titulo" className="home-hero-title" lh={1.15}>
            Notícias que ajudam você a entender o que vem por aí
          </Title>
          <Text size="lg">
            Tecnologia, inovação, educação e desenvolvimento pessoal explicados com clareza, todos os dias.
          </Text>
          <Group>
            <LinkButton to="/artigos" size="md" variant="white">
              Ver todos os artigos
            </LinkButton>
            <LinkButton to="/topicos" size="md" variant="outline" className="hero-outline">
              Explorar tópicos
            </LinkButton>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

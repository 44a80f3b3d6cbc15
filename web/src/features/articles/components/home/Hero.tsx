import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-titulo">
      <Container size="xl" py={{ base: 48, md: 72 }}>
        <Stack gap="md" maw={720}>
          <Title order={1} id="hero-titulo" fz={{ base: 32, md: 46 }} lh={1.15}>
            Notícias que ajudam você a entender o que vem por aí
          </Title>
          <Text size="lg">
            Tecnologia, inovação, educação e desenvolvimento pessoal explicados com clareza, todos os dias.
          </Text>
          <Group>
            <Button component={Link} to="/artigos" size="md" variant="white" color="pauta">
              Ver todos os artigos
            </Button>
            <Button component={Link} to="/topicos" size="md" variant="outline" color="white" className="hero-outline">
              Explorar tópicos
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

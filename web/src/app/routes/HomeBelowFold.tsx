// The home sections below the first screen. They live in their own chunk, requested as soon as
// the home route loads, so the first screen (hero, featured, latest) does not wait for them.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CategoryShowcase, RecommendedReading } from '../../features/articles';
import { TrendingTopicsPanel } from '../../features/topics';
import { NewsletterCard } from '../../features/newsletter';

export default function HomeBelowFold() {
  return (
    <>
      <CategoryShowcase />
      <div className="home-split">
        <RecommendedReading />
        <Stack gap="xl">
          <TrendingTopicsPanel />
          <NewsletterCard />
        </Stack>
      </div>
      <Paper
        radius="md"
        p={{ base: 'lg', md: 40 }}
        className="home-cta"
        component="section"
        aria-labelledby="cta-titulo"
      >
        <Stack gap="sm" align="flex-start">
          <Title order={2} id="cta-titulo">
            Conheça o Pauta
          </Title>
          <Text>Saiba quem somos, como escolhemos nossas pautas e o que nos move.</Text>
          <Button component={Link} to="/sobre" variant="white" color="pauta">
            Sobre nós
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

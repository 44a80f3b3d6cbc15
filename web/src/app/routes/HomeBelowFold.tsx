// The home sections below the first screen: the category showcase, the recommended reading, the
// trending topics and the newsletter card (islands where the reader acts on them), the call to /sobre.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { RecommendedReading } from '../../features/articles';
import { Island } from '../../components/island';

export function HomeBelowFold() {
  return (
    <>
      <Island name="showcase" />
      <div className="home-split">
        <RecommendedReading />
        <Stack gap="xl">
          <Island name="trending" />
          <Island name="newsletter-home" />
        </Stack>
      </div>
      <Paper radius="md" className="home-cta" component="section" aria-labelledby="cta-titulo">
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

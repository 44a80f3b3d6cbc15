// The home page composes the articles, topics and newsletter features.
import { lazy, Suspense } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { FeaturedSection, Hero, LatestSection } from '../../features/articles';
import { usePageMeta, websiteJsonLd } from '../../components/head';
import './home.css';
import { SITE_DESCRIPTION, SITE_KEYWORDS, SITE_TAGLINE } from '@pauta/model';

const loadBelowFold = () => import('./HomeBelowFold');
// Requested with the route chunk, not when React first reaches it.
const belowFold = loadBelowFold();
const HomeBelowFold = lazy(() => belowFold.catch(loadBelowFold));

export function HomeRoute() {
  usePageMeta({
    title: `Pauta — ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    keywords: SITE_KEYWORDS,
    canonical: '/',
    type: 'website',
    jsonLd: websiteJsonLd(),
  });
  return (
    <>
      <Hero />
      <Container size="xl" py="xl">
        <Stack gap={56}>
          <FeaturedSection />
          <LatestSection />
          <Suspense fallback={<Skeleton height={480} radius="md" role="status" aria-label="Carregando" />}>
            <HomeBelowFold />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}

// The home page composes the articles, topics and newsletter features.
import { Container, Stack } from '@mantine/core';
import { FeaturedSection, Hero, LatestSection } from '../../features/articles';
import { usePageMeta, useSiteOrigin, websiteJsonLd } from '../../components/head';
import { HomeBelowFold } from './HomeBelowFold';
import './home.css';
import { SITE_DESCRIPTION, SITE_KEYWORDS, SITE_TAGLINE } from '@pauta/model';

export function HomeRoute() {
  const origin = useSiteOrigin();
  usePageMeta({
    title: `Pauta — ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    keywords: SITE_KEYWORDS,
    canonical: '/',
    type: 'website',
    jsonLd: websiteJsonLd(origin),
  });
  return (
    <>
      <Hero />
      <Container size="xl" py="xl">
        <Stack gap={56}>
          <FeaturedSection />
          <LatestSection />
          <HomeBelowFold />
        </Stack>
      </Container>
    </>
  );
}

// /admin/seo/*: 'SEO & Sitemap' with three tabs, each its own nested address so it can be linked.
import { Stack, Tabs, Title } from '@mantine/core';
import { usePageMeta } from '../../../components/head';
import { RouteTabs } from '../../../components/layout/RouteTabs';
import { SeoSettingsTab } from '../components/SeoSettingsTab';
import { SitemapTab } from '../components/SitemapTab';
import { UrlAnalysisTab } from '../components/UrlAnalysisTab';
import { ADMIN_PATHS, adminPath } from '@pauta/model';

const TABS = [
  { value: 'sitemap', path: ADMIN_PATHS.seo, label: 'Sitemap' },
  { value: 'configuracoes', path: adminPath('seo/configuracoes'), label: 'Configurações SEO' },
  { value: 'analise', path: adminPath('seo/analise'), label: 'Análise de URLs' },
] as const;

export function SeoPage() {
  usePageMeta({ title: 'SEO & Sitemap · Painel Admin', noindex: true });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        SEO & Sitemap
      </Title>
      <RouteTabs tabs={TABS}>
        <Tabs.Panel value="sitemap" pt="lg">
          <SitemapTab />
        </Tabs.Panel>
        <Tabs.Panel value="configuracoes" pt="lg">
          <SeoSettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="analise" pt="lg">
          <UrlAnalysisTab />
        </Tabs.Panel>
      </RouteTabs>
    </Stack>
  );
}

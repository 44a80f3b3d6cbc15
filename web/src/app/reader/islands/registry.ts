// Each island's component, loaded on demand (one chunk per feature): the server resolves them all
// once; the browser loads the ones it hydrates.
import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../../../components/island';
import { loadArticleIslands } from '../../../features/articles';
import { loadAccountIslands } from '../../../features/auth';
import { loadCorrectionIslands } from '../../../features/corrections';
import { loadNewsletterIslands } from '../../../features/newsletter';
import { loadTopicIslands } from '../../../features/topics';

type IslandComponent = ComponentType<IslandProps>;

const as = (component: unknown) => component as IslandComponent;

export const ISLAND_COMPONENTS: Record<IslandName, () => Promise<IslandComponent>> = {
  account: () => loadAccountIslands().then((m) => as(m.AccountIsland)),
  'account-mobile': () => loadAccountIslands().then((m) => as(m.MobileAccountIsland)),
  showcase: () => loadArticleIslands().then((m) => as(m.CategoryShowcase)),
  'category-list': () => loadArticleIslands().then((m) => as(m.CategoryArticles)),
  'all-articles': () => loadArticleIslands().then((m) => as(m.AllArticlesList)),
  'corrections-list': () => loadCorrectionIslands().then((m) => as(m.CorrectionsList)),
  trending: () => loadTopicIslands().then((m) => as(m.TrendingTopicsPanel)),
  topics: () => loadTopicIslands().then((m) => as(m.TopicList)),
  'tag-list': () => loadTopicIslands().then((m) => as(m.TagArticles)),
  'newsletter-home': () => loadNewsletterIslands().then((m) => as(m.NewsletterCard)),
  'newsletter-footer': () => loadNewsletterIslands().then((m) => as(m.FooterNewsletter)),
};

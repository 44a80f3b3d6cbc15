// The tabs of /admin/settings ('Configurações'): each tab is its own address, so it can be linked.
import { ADMIN_PATHS } from '@pauta/model';
import { RouteTabs } from './RouteTabs';

const TABS = [
  { value: 'geral', path: ADMIN_PATHS.settings, label: 'Geral' },
  { value: 'newsletter', path: ADMIN_PATHS.newsletterSettings, label: 'Newsletter' },
] as const;

export function SettingsTabs() {
  return <RouteTabs tabs={TABS} />;
}

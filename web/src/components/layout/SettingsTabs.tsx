// The tabs of /admin/settings ('Configurações'): each tab is its own address, so it can be linked.
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

const TABS = [
  { value: 'geral', path: '/admin/settings', label: 'Geral' },
  { value: 'newsletter', path: '/admin/settings/newsletter', label: 'Newsletter' },
] as const;

export function SettingsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((t) => t.path === pathname.replace(/\/+$/, '')) ?? TABS[0];
  return (
    <Tabs
      value={current.value}
      onChange={(value) => {
        const tab = TABS.find((t) => t.value === value);
        if (tab && tab !== current) navigate(tab.path);
      }}
    >
      <Tabs.List>
        {TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

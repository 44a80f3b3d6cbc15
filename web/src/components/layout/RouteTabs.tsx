// Tabs whose every tab is its own address (so it can be linked): the tab shown is the one whose path
// is the current location (the first otherwise), and choosing a tab navigates to its path. Panels,
// when the screen has them, are the children (only the current one is mounted).
import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

export interface RouteTab {
  value: string;
  path: string;
  label: string;
}

export function RouteTabs({ tabs, children }: { tabs: readonly [RouteTab, ...RouteTab[]]; children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = tabs.find((t) => t.path === pathname.replace(/\/+$/, '')) ?? tabs[0];
  return (
    <Tabs
      value={current.value}
      onChange={(value) => {
        const tab = tabs.find((t) => t.value === value);
        if (tab && tab !== current) navigate(tab.path);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}

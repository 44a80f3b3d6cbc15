// App-wide providers: Mantine (theme, deferred toasts), the query cache and the session.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../features/auth';
import { cssVariablesResolver, theme } from './theme';
import { DeferredNotifications } from './DeferredNotifications';
import { queryClient } from './query';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

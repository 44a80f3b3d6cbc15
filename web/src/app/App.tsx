import { AppBrowserRouter } from '../lib/navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
    </AppProviders>
  );
}

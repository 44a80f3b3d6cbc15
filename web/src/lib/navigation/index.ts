export { AppBrowserRouter } from './AppBrowserRouter';
export { useNavigationBlocker, type NavigationBlocker } from './useNavigationBlocker';
export { ScrollRestoration } from './ScrollRestoration';

export { AppBrowserRouter } from './AppBrowserRouter';
export { useNavigationBlocker, type NavigationBlocker } from './use-navigation-blocker';

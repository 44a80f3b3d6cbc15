// The Chromium features the end-to-end browser switches off (test/e2e/support/browser.ts).
/**
 * The features playwright-core 1.65 disables in its one `--disable-features` switch. Chromium keeps only
 * the last such switch, so ours repeats them and Playwright's own is dropped (test/unit/chromium-features.test.ts
 * fails when an upgrade of playwright-core changes its list).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every context opens a window whose address bar preloads two WebUI popups (chrome://omnibox-popup.top-chrome/
 * and its AI-mode page), each in its own renderer: ≈ 0.5 CPU-s of browser and renderer work per context
 * that no test looks at. Pages, storage and the network of a context are untouched.
 */
export const LEAN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

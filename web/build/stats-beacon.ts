// Builds the statistics beacon (src/beacon/beacon.ts) on its own, apart from the app's graph, into
// one small classic script `assets/beacon-[hash].js`, and adds to the page an inline loader that
// fetches it after the load event, when the browser is idle: the beacon never competes with the
// page's own resources and works whether or not the app boots. In `vite` (dev) the loader fetches
// the source module instead.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
// By path, not by package name: Vite bundles its config's relative imports but loads packages with
// Node, which cannot run the model's TypeScript.
import { STATS_BEACON_LOADER_ID } from '../../packages/model/src/stats/stats-beacon.ts';

const ENTRY = fileURLToPath(new URL('../src/beacon/beacon.ts', import.meta.url));
const DEV_SRC = '/src/beacon/beacon.ts';

/** The beacon, minified as an IIFE. */
async function buildBeacon(): Promise<{ fileName: string; code: string }> {
  const bundle = await rolldown({ input: ENTRY, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    return { fileName: `assets/beacon-${hash}.js`, code };
  } finally {
    await bundle.close();
  }
}

/** The inline loader: after `load`, at the first idle moment (5 s at most), append the script. */
function beaconLoader(src: string, module = false): string {
  const type = module ? "s.type='module';" : '';
  return (
    `addEventListener('load',function(){var go=function(){var s=document.createElement('script');${type}` +
    `s.src='${src}';document.head.appendChild(s)};` +
    `window.requestIdleCallback?requestIdleCallback(go,{timeout:5000}):setTimeout(go,1)})`
  );
}

export function statsBeacon(): Plugin {
  let beacon: { fileName: string; code: string } | undefined;
  let serving = false;
  return {
    name: 'pauta-stats-beacon',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async buildStart() {
      if (!serving) beacon = await buildBeacon();
    },
    transformIndexHtml() {
      const src = serving ? DEV_SRC : `/${beacon!.fileName}`;
      return [
        {
          tag: 'script',
          attrs: { id: STATS_BEACON_LOADER_ID },
          children: beaconLoader(src, serving),
          injectTo: 'body',
        },
      ];
    },
    generateBundle() {
      if (beacon) this.emitFile({ type: 'asset', fileName: beacon.fileName, source: beacon.code });
    },
  };
}

// Writes `.vite/module-graph.json` next to Vite's manifest: every bundled module's static and
// dynamic imports, and which modules each chunk holds. The manifest alone names chunks, not their
// contents; the bundle gate (web/bench/reader-bundle.mjs) needs both to prove that no chunk a reader
// page loads carries admin code.
import type { Plugin } from 'vite';

export interface ModuleGraph {
  modules: Record<string, { imports: string[]; dynamicImports: string[] }>;
  /** Output file (as in the manifest's `file`) → module ids inside it. */
  chunks: Record<string, string[]>;
  /** app.html's script (the app's page). */
  entry: string;
  /** reader.html's script (every server-rendered reader page). */
  readerEntry: string;
}

/** Ids relative to the repository: `web/src/...`, `node_modules/<pkg>/...`, virtual ids unchanged. */
export function relativeModuleId(id: string, root: string): string {
  const clean = id.split('?')[0];
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules !== -1) return clean.slice(nodeModules + 1);
  return clean.startsWith(root) ? clean.slice(root.length).replace(/^\//, '') : clean;
}

export function moduleGraph(repoRoot: string): Plugin {
  return {
    name: 'pauta-module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const rel = (id: string) => relativeModuleId(id, repoRoot);
      const graph: ModuleGraph = { modules: {}, chunks: {}, entry: '', readerEntry: '' };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.chunks[output.fileName] = output.moduleIds.map(rel);
        if (output.isEntry && output.name === 'index') graph.entry = output.fileName;
        if (output.isEntry && output.name === 'reader') graph.readerEntry = output.fileName;
        for (const id of output.moduleIds) {
          const info = this.getModuleInfo(id);
          graph.modules[rel(id)] = {
            imports: [...(info?.importedIds ?? [])].map(rel),
            dynamicImports: [...(info?.dynamicallyImportedIds ?? [])].map(rel),
          };
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-graph.json', source: JSON.stringify(graph) });
    },
  };
}

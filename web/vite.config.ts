import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const READER_COMMON =
  /web[\\/]src[\\/](lib[\\/](article-ref|article-shape|categories|cursor|dates|published-articles|query-keys|site|use-published-pages)|components[\\/](cards|head|skeletons|ArticleGrid|EmptyState|useInfiniteSentinel))|node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically goes in one chunk: fewer requests and better
          // compression than a dozen tiny shared chunks on the critical path.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // Code every reader page needs right after the shell (query hooks, cards, metadata).
            { name: 'reader', test: (id: string) => READER_COMMON.test(id) },
          ],
        },
      },
    },
  },
});

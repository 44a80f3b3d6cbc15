import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/lib/testing/setup.ts'],
    css: false,
    // The machine running the suite may be loaded: a first render can take seconds there.
    testTimeout: 20_000,
  },
});

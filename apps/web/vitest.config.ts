// The web unit tests: jsdom, Testing Library. Run from the root as the `web` project.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstPageLocale, navStrings } from './locale-subset-plugin';
import { iconPaths } from './icon-path-plugin';

export default defineConfig({
  plugins: [react(), iconPaths(), firstPageLocale(), navStrings()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Generous bounds, for a test that hangs: a slow machine (a loaded CI runner) must make the
    // suite slower, never failing. Timers a test depends on are faked (src/test/fake-clock.ts).
    testTimeout: 120_000,
  },
});

// API tests. The root vitest.config.ts runs this project as `api-pglite` (TEST_DB=pglite) and,
// when TEST_DATABASE_URL is set, again as `api-postgres` (TEST_DB=postgres).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    environment: 'node',
    // The files of a worker share its modules: each file importing the whole app again took
    // about half of the suite's time. Each file still has its own database and its own apps.
    isolate: false,
    // Limits for a hang, not for speed: on a busy 2-core laptop a file's app takes a minute to
    // build and a heavy test a minute to run (speed targets live in bench/).
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

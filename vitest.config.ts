// One Vitest run for the workspace. The API suite runs on PGlite always, and a second time
// on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one CPU to the main process by default: on the 2-core CI machine that is one
    // test file at a time while the main process idles. Files spend much of their time waiting
    // (databases, SMTP, jsdom), so one worker per CPU finishes each suite a quarter sooner.
    maxWorkers: availableParallelism(),
    projects: [
      './packages/shared/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } },
      },
      ...apiOnPostgres,
      './apps/web/vitest.config.ts',
    ],
  },
});

// One Vitest run for the workspace. The API suite runs on PGlite always, and a second time
// on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
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

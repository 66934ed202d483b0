// One Vitest run for the workspace. The API suite runs on PGlite always, and a second time
// on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API test files that take longest, longest first (a run on PGlite, 2026-12-02). Without
 * Vitest's cache of durations (CI installs afresh) the larger files go first, and these are
 * small: the walk of every endpoint (about three minutes) started last and ran alone at the end.
 */
const LONGEST_API_FILES = [
  // Child processes started and stopped (2026-12-05): a minute or two each, mostly waiting.
  'apps/api/src/lib/backup/backup.pglite.test.ts',
  'apps/api/test/graceful-stop.test.ts',
  'apps/api/test/multi-host.postgres.test.ts',
  'apps/api/test/nginx-proxy.postgres.test.ts',
  'apps/api/test/role-projections.test.ts',
  'apps/api/src/lib/screening/adversarial.test.ts',
  'apps/api/src/lib/data-dir-lock.test.ts',
  'apps/api/src/lib/data-dir.test.ts',
  'apps/api/src/lib/export-thread/export-thread.test.ts',
  'apps/api/test/bad-bytes.test.ts',
];

/** Vitest's order, with the longest API files first within their project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => {
      const index = LONGEST_API_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? LONGEST_API_FILES.length : index;
    };
    // Array sort is stable: the other files keep Vitest's order.
    return [...sorted].sort(
      (a, b) =>
        projectOrder.indexOf(a.project.name) - projectOrder.indexOf(b.project.name) ||
        rank(a) - rank(b),
    );
  }
}

const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-postgres',
          env: { TEST_DB: 'postgres' },
          // Files named *.pglite.test.ts are about the embedded database itself (its backup):
          // they run in api-pglite only.
          exclude: [...configDefaults.exclude, '**/*.pglite.test.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one CPU to the main process by default: on the 2-core CI machine that is one
    // test file at a time while the main process idles. Files spend much of their time waiting
    // (databases, SMTP, jsdom), so one worker per CPU finishes each suite a quarter sooner.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: LongestFirst },
    projects: [
      './packages/shared/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        test: {
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          // Files named *.postgres.test.ts need several processes on one database server (the
          // multi-host test) or the S3 store: they run in api-postgres only, which CI always runs.
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
        },
      },
      ...apiOnPostgres,
      './apps/web/vitest.config.ts',
    ],
  },
});

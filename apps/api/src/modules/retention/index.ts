// Retention (`app.retention`, decision 053): the super admin's rules per kind of data, the
// preview of the next run, and the daily run. Every process looks every hour; the first look of a
// UTC day claims the day and runs, the others find it taken. (No look at start: a process that
// starts does not delete anything in its first hour, so a test or a restart never races it.)
import { definePortalModule } from '../../platform';
import { RETENTION_BATCH_SIZE } from './retention-context';
import { retentionRoutes } from './retention.routes';
import { createRetentionService, type RetentionService } from './retention.service';

const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionService;
  }
}

export const retentionModule = definePortalModule('retention', async (app, platform) => {
  const retention = createRetentionService({
    db: platform.db,
    clock: platform.clock,
    files: platform.files,
    batchSize: RETENTION_BATCH_SIZE,
  });
  app.decorate('retention', retention);
  retentionRoutes(app, retention);
  const runDaily = () =>
    platform.background.run('retention', () => retention.runDailyRetention().then());
  const checking = setInterval(runDaily, RETENTION_CHECK_INTERVAL_MS);
  checking.unref();
  app.addHook('onClose', async () => clearInterval(checking));
});

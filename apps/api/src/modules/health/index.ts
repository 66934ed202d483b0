// Liveness and readiness probes.
import { definePortalModule } from '../../platform';
import { healthRoutes } from './health.routes';

export const healthModule = definePortalModule('health', async (app, platform) => {
  const isVerbose = ['info', 'debug', 'trace'].includes(platform.config.logLevel);
  const checks = [
    { name: 'database', ping: platform.database.ping },
    { name: 'file store', ping: platform.files.pingStore },
  ];
  healthRoutes(app, checks, isVerbose ? 'warn' : undefined);
});

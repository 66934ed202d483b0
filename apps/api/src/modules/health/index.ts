// Liveness and readiness probes.
import { definePortalModule } from '../../platform';
import { healthRoutes } from './health.routes';

export const healthModule = definePortalModule('health', async (app, platform) => {
  const isVerbose = ['info', 'debug', 'trace'].includes(platform.config.logLevel);
  healthRoutes(app, platform.database.ping, isVerbose ? 'warn' : undefined);
});

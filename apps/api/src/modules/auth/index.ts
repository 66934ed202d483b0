// Signing in and out, refreshing sessions, password recovery, and the hourly clean-up of
// sign-in state.
import { definePortalModule } from '../../platform';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle.service';
import { startAuthMaintenance } from './maintenance';
import { createRecoveryService } from './recovery.service';

export const authModule = definePortalModule('auth', async (app, platform) => {
  const { config } = platform;
  const auth = createAuthService({
    ...platform,
    throttle: createLoginThrottle(platform.throttle, config.loginThrottle),
  });
  const recovery = createRecoveryService({
    ...platform,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.recoveryTokenTtlMs,
    limits: config.recoveryThrottle,
  });
  authRoutes(app, auth, recovery);
  const stop = startAuthMaintenance({ ...platform, log: app.log });
  app.addHook('onClose', async () => stop());
});

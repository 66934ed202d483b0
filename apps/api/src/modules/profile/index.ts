// The signed-in user's own account: profile, password and photo (`app.profile` for others).
import { definePortalModule } from '../../platform';
import { profileRoutes } from './profile.routes';
import { createProfileService, type ProfileService } from './profile.service';

declare module 'fastify' {
  interface FastifyInstance {
    profile: ProfileService;
  }
}

export const profileModule = definePortalModule('profile', async (app, platform) => {
  const profile = createProfileService({
    ...platform,
    passwordChangeLimit: {
      maxFailures: platform.config.passwordChangeMaxFailures,
      windowMs: platform.config.loginThrottle.windowMs,
    },
  });
  app.decorate('profile', profile);
  profileRoutes(app, profile, platform.files);
});

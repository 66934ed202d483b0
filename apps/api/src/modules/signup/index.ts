// Sign-up with a school's or village's registration code (public).
import { definePortalModule } from '../../platform';
import { createSignupThrottle } from './signup-throttle';
import { signupRoutes } from './signup.routes';
import { createSignupService } from './signup.service';

export const signupModule = definePortalModule('signup', async (app, platform) => {
  const { config } = platform;
  const throttle = createSignupThrottle(platform.throttle, {
    windowMs: config.loginThrottle.windowMs,
    signup: config.signupThrottle,
  });
  signupRoutes(app, createSignupService({ ...platform, throttle }));
});

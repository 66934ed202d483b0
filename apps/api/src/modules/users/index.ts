// User accounts on "Admin users" and "All users", and an admin's schools and villages.
import { definePortalModule } from '../../platform';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export const usersModule = definePortalModule('users', async (app, platform) => {
  const { config } = platform;
  const users = createUsersService({
    ...platform,
    publicUrl: config.publicUrl,
    invitationTtlMs: config.invitationTokenTtlMs,
    recoveryTtlMs: config.recoveryTokenTtlMs,
  });
  usersRoutes(app, users);
});

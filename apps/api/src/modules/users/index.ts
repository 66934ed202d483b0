// User accounts (and their profile photos) on "Admin users" and "All users", an admin's schools and villages, and the first
// super admin of a new installation.
import { definePortalModule } from '../../platform';
import { ensureFirstSuperAdmin } from './bootstrap-admin';
import { createUserFileOwner } from './user-photo';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export const usersModule = definePortalModule('users', async (app, platform) => {
  const { config } = platform;
  platform.files.owners.register('user', createUserFileOwner(platform.clock));
  await ensureFirstSuperAdmin(
    platform.db,
    platform.passwords,
    { email: config.adminEmail, password: config.adminPassword },
    app.log,
  );
  const users = createUsersService({
    ...platform,
    publicUrl: config.publicUrl,
    invitationTtlMs: config.invitationTokenTtlMs,
    recoveryTtlMs: config.recoveryTokenTtlMs,
  });
  usersRoutes(app, users);
});

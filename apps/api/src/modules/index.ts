// Every module of the API. A new area adds its module here; the loader orders them by their
// declared dependencies (platform.ts), so the position in this list does not matter.
import type { PortalModule } from '../platform';
import { authModule } from './auth';
import { filesModule } from './files';
import { healthModule } from './health';
import { importsModule } from './imports';
import { listsModule } from './lists';
import { placesModule } from './places';
import { policyModule } from './policy';
import { profileModule } from './profile';
import { signupModule } from './signup';
import { sponsorsModule } from './sponsors';
import { studentsModule } from './students';
import { usersModule } from './users';

export const MODULES: readonly PortalModule[] = [
  healthModule,
  authModule,
  profileModule,
  filesModule,
  listsModule,
  policyModule,
  signupModule,
  placesModule,
  importsModule,
  studentsModule,
  sponsorsModule,
  usersModule,
];

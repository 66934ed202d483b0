// Signing in and recovering access: open to everyone. The sign-in page is the first page and
// shows before the rest of the strings load.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

const login = () => import('./routes/login');

export default defineFeature({
  id: 'auth',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.home,
      access: { kind: 'public', firstPage: true },
      load: login,
      titleKey: 'auth.login.title',
    },
    {
      path: PATHS.login,
      access: { kind: 'public', firstPage: true },
      load: login,
      titleKey: 'auth.login.title',
    },
    {
      path: PATHS.recovery,
      access: { kind: 'public' },
      load: () => import('./routes/recovery'),
      titleKey: 'auth.recovery.title',
    },
  ],
});

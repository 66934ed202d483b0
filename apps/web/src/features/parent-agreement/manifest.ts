// The parent agreement's public page: a minor sponsor's parent reads and signs at the link
// they received by e-mail (`/agreement/{key}`; the old `/?action=method&code={key}` leads here).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'parentAgreement',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.agreement,
      access: { kind: 'public' },
      load: () => import('./routes/parent-agreement'),
      titleKey: 'nav.agreement',
    },
  ],
});

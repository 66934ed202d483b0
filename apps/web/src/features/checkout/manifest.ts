// The built-in test provider's checkout page (`/checkout/test/{sessionId}`): where a donor or
// ticket buyer is sent when no real payment provider is configured. It says plainly that no
// money moves, and its Pay and Cancel confirm through the same signed webhook a real provider
// uses.
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'checkout',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.testCheckout,
      access: { kind: 'public' },
      load: () => import('./routes/test-checkout'),
      titleKey: 'nav.testCheckout',
    },
  ],
});

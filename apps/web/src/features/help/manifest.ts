// Help: the caller's role guide, the topics written for their role, a search over the topics and
// the frequently asked questions, and how to reach the programme's coordinators. The texts are
// the programme's Markdown files (help/ at the repository's root, or DATA_DIR/help), served by
// the API; the "?" beside every screen's title opens one of them over the screen
// (components/help).
import { PATHS } from '../../config/paths';
import { defineFeature, localesOf } from '../../lib/feature-manifest';

export default defineFeature({
  id: 'help',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: PATHS.help,
      access: { kind: 'area', area: 'help' },
      load: () => import('./routes/help'),
      titleKey: 'nav.help',
    },
  ],
  menu: [
    {
      id: 'help',
      group: 'support',
      order: 10,
      area: 'help',
      labelKey: 'nav.help',
      path: PATHS.help,
      icon: () => import('virtual:icon-path/HelpOutlined'),
    },
  ],
});

// The audit log: the super admin's search over every recorded change, view, export and
// download, with its export. A record's own History is a section of its screen
// (components/record-history).
import { defineFeature, localesOf } from '../../lib/feature-manifest';
import { AUDIT_SCREEN_PATHS } from './paths';

export default defineFeature({
  id: 'audit',
  translations: localesOf(import.meta.glob('./locales/*.json', { import: 'default' })),
  screens: [
    {
      path: AUDIT_SCREEN_PATHS.auditLog,
      access: { kind: 'area', area: 'auditLog' },
      load: () => import('./routes/audit-log'),
      titleKey: 'nav.auditLog',
    },
  ],
  menu: [
    {
      id: 'auditLog',
      group: 'administration',
      order: 80,
      area: 'auditLog',
      labelKey: 'nav.auditLog',
      path: AUDIT_SCREEN_PATHS.auditLog,
      icon: () => import('virtual:icon-path/History'),
    },
  ],
});

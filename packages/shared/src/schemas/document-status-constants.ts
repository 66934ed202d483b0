// Document status: the plain values screens and schemas share, kept apart from the schemas
// so that a screen calls the area without loading a validator (decision 028).

/** Document status: its API paths (document-status.ts). */
export const DOCUMENT_STATUS_PATHS = {
  documentStatus: '/edrocks/api/document-status',
  documentStatusExport: '/edrocks/api/document-status/export',
  documentStatusReminders: '/edrocks/api/document-status/reminders',
} as const;

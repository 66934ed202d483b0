// The audit feature's screens, linked from no other feature.
export const AUDIT_SCREEN_PATHS = {
  auditLog: '/edrocks/audit-log',
} as const;

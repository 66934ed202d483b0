// The dashboard: its API path and the plain values its screen shares with the schema.

/** The dashboard's API path (dashboard-endpoints.ts). */
export const DASHBOARD_PATHS = {
  dashboard: '/edrocks/api/dashboard',
} as const;

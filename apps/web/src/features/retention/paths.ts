// The retention feature's screens, linked from no other feature.
export const RETENTION_SCREEN_PATHS = {
  retention: '/edrocks/retention',
} as const;

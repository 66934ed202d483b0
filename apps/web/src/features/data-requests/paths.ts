// The data requests feature's screens, linked from no other feature.
export const DATA_REQUEST_SCREEN_PATHS = {
  dataRequests: '/edrocks/data-requests',
} as const;

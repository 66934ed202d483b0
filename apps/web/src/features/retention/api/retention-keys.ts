// The retention feature's query keys: the rules with their preview, and the runs' log.
export const RETENTION_KEYS = {
  all: ['retention'] as const,
  overview: ['retention', 'overview'] as const,
  runs: ['retention', 'runs'] as const,
};

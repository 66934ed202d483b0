// Time comes from a clock object so tests can move it (token expiry, throttling windows) and
// see the delays the API imposes, instead of sleeping.
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

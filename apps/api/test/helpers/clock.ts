// A clock tests can move forward, to expire tokens and throttling windows without sleeping.
// Its sleep records the delay asked for and returns at once (time does not move).
import type { Clock } from '../../src/lib/clock';

export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  readonly sleeps: number[] = [];

  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }

  /** The delays asked for since the last call. */
  takeSleeps(): number[] {
    return this.sleeps.splice(0);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

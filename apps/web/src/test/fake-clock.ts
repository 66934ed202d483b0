// A clock that moves only when the test moves it, or while a wait of Testing Library polls: for
// screens with timers of their own (an autosave's pause), so that how fast the machine types does
// not decide whether the timer fires in the middle of a test.
//
//   beforeEach(useFakeClock);
//   afterEach(() => vi.useRealTimers());
//   const user = userEvent.setup({ advanceTimers: advanceFakeClock });
//   await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
import { vi } from 'vitest';

export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library moves fake timers on as its waits poll (50 ms a turn) when it sees jest's
  // timer API; vitest's does the same. Without it, a wait's own timers would never fire.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** For userEvent.setup(): its pauses between events are timers of the fake clock. */
export function advanceFakeClock(ms: number): void {
  vi.advanceTimersByTime(ms);
}

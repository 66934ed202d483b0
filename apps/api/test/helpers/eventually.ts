// For what another process (or the database's notifications) makes true a moment later: a test
// polls for it instead of sleeping a fixed time. How fast it comes true is not the test's to
// judge on a shared, busy machine (speed targets live in bench/): by default it waits until the
// test itself times out.
import { TestRunner } from 'vitest';

/**
 * Half the change feed's minute-long version check (lib/change-feed.ts): what a cache sees
 * within it came through the notifications, however busy the machine.
 */
export const BEFORE_THE_VERSION_CHECK_MS = 30_000;

/** Outside a test (a hook), where there is no test's timeout to wait for: the hooks' own. */
const OUTSIDE_A_TEST_MS = 300_000;

/**
 * Polls until `check` holds, until the running test times out; answers how long it took.
 * `withinMs` bounds it where the bound is what the test is about (it must come through the
 * change feed, not the minute's version check), never for speed.
 */
export async function eventually(
  check: () => Promise<boolean>,
  withinMs?: number,
): Promise<number> {
  const started = Date.now();
  const signal = TestRunner.getCurrentTest()?.context.signal;
  const limitMs = withinMs ?? (signal ? Number.POSITIVE_INFINITY : OUTSIDE_A_TEST_MS);
  while (!(await check())) {
    // A timed-out test must not leave its poll running into the next files of the worker.
    if (signal?.aborted) throw new Error('the test timed out while waiting');
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

/** For vi.waitFor's timeout: the running test's own (the hooks' outside a test). */
export function untilTheTestTimesOut(): number {
  return TestRunner.getCurrentTest()?.timeout ?? OUTSIDE_A_TEST_MS;
}

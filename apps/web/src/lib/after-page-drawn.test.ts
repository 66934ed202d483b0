import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the first screen is drawn once per page. */
async function freshModule() {
  vi.resetModules();
  return import('./after-page-drawn');
}

/** Lets the promise callbacks queued so far run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('afterPageDrawn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen to be committed and painted, then for an idle moment', async () => {
    vi.useFakeTimers();
    const { afterPageDrawn, noteFirstScreenCommitted } = await freshModule();
    const task = vi.fn();
    afterPageDrawn(task);
    await vi.runAllTimersAsync();
    expect(task).not.toHaveBeenCalled();
    noteFirstScreenCommitted();
    expect(task).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once on the next idle moment when the screen was drawn before', async () => {
    vi.useFakeTimers();
    const { afterPageDrawn, noteFirstScreenCommitted } = await freshModule();
    noteFirstScreenCommitted();
    await vi.runAllTimersAsync();
    const task = vi.fn();
    afterPageDrawn(task);
    await settle();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the screen is drawn', async () => {
    vi.useFakeTimers();
    const { afterPageDrawn, noteFirstScreenCommitted } = await freshModule();
    const early = vi.fn();
    afterPageDrawn(early)();
    noteFirstScreenCommitted();
    await vi.runAllTimersAsync();
    const late = vi.fn();
    const cancelLate = afterPageDrawn(late);
    // The drawn mark's callbacks run (the idle wait starts), no timer yet.
    await Promise.resolve();
    await Promise.resolve();
    cancelLate();
    await vi.runAllTimersAsync();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

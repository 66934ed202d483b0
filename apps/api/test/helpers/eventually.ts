// For what another process (or the database's notifications) makes true a moment later: a test
// polls for it instead of sleeping a fixed time.

/** Polls until `check` holds, for at most `withinMs`; answers how long it took. */
export async function eventually(check: () => Promise<boolean>, withinMs = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

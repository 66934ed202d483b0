// Work done after the answer has left: where the answer's timing must not depend on the work
// (password recovery must answer in the same time whether or not the e-mail has an account).
// Failures are logged; `flush()` waits for what has started (tests, shutdown).
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  run(label: string, task: () => Promise<void>): void;
  flush(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const inFlight = new Set<Promise<void>>();
  return {
    run(label, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    async flush() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

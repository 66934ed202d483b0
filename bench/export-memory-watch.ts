// What the export-memory bench (export-memory.ts) watches while an export runs: /me answered
// beside it (autocannon on this event loop), the API process's young collections (/metrics) and
// its resident memory (/proc).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import { API } from '@portal/shared';
import { percentile } from './api-processes';

export const SAMPLE_EVERY_MS = 100;
/** Two clients asking for their profile: a portal in use, not a load test of /me. */
export const ME_CONNECTIONS = 2;
export interface MeFigures {
  /** Milliseconds, to the microsecond. */
  p99: number;
  requestsPerSecond: number;
  /** The API process's young-generation collections meanwhile (they stop every request). */
  collections: Collections;
}

export interface Collections {
  perSecond: number;
  averageMs: number;
}

/** The API's /metrics token here: its GC figures (prom-client's) are read through it. */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The young-generation collections so far (count, and seconds in all) from /metrics. */
export async function youngCollectionsSoFar(
  base: string,
): Promise<{ count: number; seconds: number }> {
  const answer = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`/metrics: ${answer.status}`);
  const text = await answer.text();
  const value = (name: string) => {
    const line = new RegExp(`^${name}\\{kind="minor"\\} (\\S+)$`, 'm').exec(text);
    if (!line?.[1]) throw new Error(`/metrics: no ${name} for minor collections`);
    return Number(line[1]);
  };
  return {
    count: value('nodejs_gc_duration_seconds_count'),
    seconds: value('nodejs_gc_duration_seconds_sum'),
  };
}

/** Counts the API's young collections from now until the answer's `end` is called. */
export async function watchCollections(base: string) {
  const before = await youngCollectionsSoFar(base);
  const started = performance.now();
  return async (): Promise<Collections> => {
    const after = await youngCollectionsSoFar(base);
    const count = after.count - before.count;
    return {
      perSecond: count / ((performance.now() - started) / 1000),
      averageMs: count === 0 ? 0 : ((after.seconds - before.seconds) * 1000) / count,
    };
  };
}

/** What autocannon's run is beyond its promise, when it runs on this event loop. */
export type MeRun = Promise<Result> & {
  stop: () => void;
  on: (
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
  ) => void;
};

/**
 * /me loaded until `stopMe` is called or the seconds run out. From this event loop rather than
 * autocannon's worker threads: a worker's run cannot be stopped early with its results (its port
 * closes first), and here each answer's time arrives unrounded. autocannon's own percentiles are
 * whole milliseconds, and /me's quiet p99 is about one: a ratio of those would mean nothing.
 */
export async function loadMe(base: string, headers: Record<string, string>, seconds: number) {
  const collections = await watchCollections(base);
  const run = autocannon({
    url: `${base}${API.me}`,
    headers,
    connections: ME_CONNECTIONS,
    duration: seconds,
  }) as MeRun;
  const latencies: number[] = [];
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(ms);
  });
  const figures = async (when: string): Promise<MeFigures> => {
    const result = await run;
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(
        `/me ${when}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    latencies.sort((a, b) => a - b);
    return {
      p99: percentile(latencies, 0.99),
      requestsPerSecond: result.requests.average,
      collections: await collections(),
    };
  };
  return { figures, stopMe: () => run.stop() };
}

/** VmRSS of a process, in bytes. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Reads the resident memory every SAMPLE_EVERY_MS until stopped; answers the highest seen. */
export function sampleMemory(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await sleep(SAMPLE_EVERY_MS);
    }
    peak = Math.max(peak, await residentBytes(pid));
  })();
  return {
    stopSampling: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

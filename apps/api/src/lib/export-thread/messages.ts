// What the main thread and the export thread say to each other on the worker's own channel. The
// export requests themselves go over HTTP on the loopback interface (export-thread.ts says why).
import type { Config } from '../../config';

/** What the thread is started with. */
export interface ExportThreadData {
  config: Config;
  /** What every request handed over carries in EXPORT_THREAD_KEY_HEADER: nothing else is answered. */
  key: string;
}

/** The header of the key: the thread's port is on the loopback, but open to the whole machine. */
export const EXPORT_THREAD_KEY_HEADER = 'x-portal-export-thread-key';

/** Thread -> main. */
export type ThreadMessage =
  /** The thread's app listens on 127.0.0.1 at `port`. */
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  /** A log line of the thread's app, written where the main thread's logs go. */
  | { type: 'log'; line: string };

/** Main -> thread: the process is stopping; close the app (its database connections) and end. */
export type MainMessage = { type: 'close' };

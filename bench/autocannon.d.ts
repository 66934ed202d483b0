// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests each connection sends in turn (path, method and body of their own). */
    requests?: Array<{ method?: string; path?: string; body?: string }>;
    /** Worker threads firing the requests (the connections are divided among them). */
    workers?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    /** Per second; `total` is every request answered. */
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    non2xx: number;
    /** Answers per status code. */
    statusCodeStats: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

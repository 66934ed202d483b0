// GET /metrics in Prometheus format: request durations by route and status, the database pool,
// the list pages kept in memory, the mail queue, and the process (event-loop lag, memory, CPU).
// Off unless METRICS_TOKEN is set, and then only for `Authorization: Bearer <METRICS_TOKEN>`;
// wrong tokens go through the throttle like any other guess. Each app has a registry of its own
// (tests run several apps in one process).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { appError, throttledError } from '../lib/errors';
import { countQueuedMails } from '../lib/mail-outbox';
import type { Throttle } from '../lib/throttle';
import type { ExportThread } from '../lib/export-thread/export-thread';
import type { PageCache } from '../lib/page-cache';

/** The request summary the plugin builds even when it is off (see registerMetrics). */
const SUMMARY_NAME = 'http_request_summary_seconds';

/** Wrong tokens allowed per address before /metrics answers 429 for a while. */
const WRONG_TOKENS = { limit: 10, windowMs: 15 * 60_000 };

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string | undefined;
    database: DatabaseHandle;
    throttle: Throttle;
    clock: Clock;
    /** With PostgreSQL: whether it takes exports is shown (0 while it starts or restarts). */
    exportThread: ExportThread | null;
    pageCache: PageCache;
  },
): Promise<void> {
  const { token, database, throttle, clock, exportThread, pageCache } = options;
  if (!token) return;
  const registry = new promClient.Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      groupStatusCodes: false,
      overrides: {
        histogram: { name: 'http_request_duration_seconds', registers: [registry] },
        // Built even when off: in the app's registry too, not prom-client's global one, where a
        // second app in the same process would clash with the first.
        summary: { name: SUMMARY_NAME, registers: [registry] },
      },
    },
  });
  // The summary is off, but the plugin builds it anyway: without this its name and help would
  // be listed with no figures, which reads as a metric that stopped reporting.
  registry.removeSingleMetric(SUMMARY_NAME);
  new promClient.Gauge({
    name: 'portal_database_pool_connections',
    help: 'Connections of the database pool, by state (waiting: requests queued for one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  if (exportThread) {
    new promClient.Gauge({
      name: 'portal_export_thread_up',
      help: 'Whether the export thread takes exports (1), or they run on the main thread (0).',
      registers: [registry],
      collect() {
        this.set(exportThread.isReady() ? 1 : 0);
      },
    });
  }

  new promClient.Counter({
    name: 'portal_page_cache_answers_total',
    help: 'Answers of cached list pages, by result: hit (from memory), miss (read), bypass (read: the request said no-cache).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const { hits, misses, bypasses } = pageCache.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
      this.inc({ result: 'bypass' }, bypasses);
    },
  });
  new promClient.Gauge({
    name: 'portal_page_cache_bytes',
    help: 'Bytes of the list pages this process keeps in memory.',
    registers: [registry],
    collect() {
      this.set(pageCache.stats().bytes);
    },
  });

  new promClient.Gauge({
    name: 'portal_mail_queue_messages',
    help: 'Mails in the queue, by state: due (to be sent now), waiting (for a retry), held (being sent), failed (for good), bounced (refused for good).',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await countQueuedMails(database.db, clock.now());
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn', config: { disableMetrics: true } },
    async (request, reply) => {
      if (!hasToken(request, token)) {
        const reservation = await throttle.reserve([
          { key: `metrics:ip:${request.ip}`, ...WRONG_TOKENS },
        ]);
        if (!reservation.isAllowed) {
          throw throttledError('TOO_MANY_METRICS_TOKENS', reservation.retryAfterSeconds);
        }
        throw appError('UNAUTHENTICATED');
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
}

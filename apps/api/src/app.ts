// Builds the whole API as a Fastify instance without listening: server.ts listens, tests call
// `app.inject()`. Order matters: database ready -> security -> docs -> routes -> web app.
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedReferenceData } from './db/seed/reference-data';
import { systemClock, type Clock } from './lib/clock';
import { createMailer, type MailQueueSettings, type Mailer } from './lib/mailer';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background';
import { createThrottle } from './lib/throttle';
import { startChangeFeed, type ChangeFeed } from './lib/change-feed';
import { syncChangeTriggers } from './lib/change-triggers';
import { createLocalFileStore } from './lib/files/local-file-store';
import { createS3FileStore } from './lib/files/s3-file-store';
import type { FileStore } from './lib/files/file-store';
import { createPasswordHasher } from './lib/passwords';
import { responseSerializer } from './lib/response-serializer';
import { loadOrCreateSecret } from './lib/secrets';
import { secureDataDir, securePath } from './lib/data-dir';
import { serveDataDirSocket, type DataDirSocket } from './lib/data-dir-socket';
import { createSessionCache } from './lib/sessions/session-cache';
import { createPageCache } from './lib/page-cache';
import { watchOwnWrites } from './lib/own-writes';
import { createSessionTokens } from './lib/sessions/session-tokens';
import { createFileUrls } from './lib/files/file-urls';
import { createFilesService, type FilesService } from './lib/files/files.service';
import { setupAuth } from './plugins/auth';
import { sendError, setupErrorHandler } from './plugins/errors';
import { refuseUnstorableText } from './plugins/input-text';
import { registerMultipart } from './plugins/multipart';
import { registerCompression } from './plugins/compression';
import { registerSecurity } from './plugins/security';
import { registerCors } from './plugins/cors';
import { registerSwagger } from './plugins/swagger';
import { registerWeb, webInlineScripts } from './plugins/web';
import { registerMetrics } from './plugins/metrics';
import { findModules } from './module-loader';
import { registerModules } from './platform';
import { requireDeclaredAccess } from './lib/endpoint-route';
import {
  answerOnlyWithKey,
  startExportThread,
  type ExportThread,
} from './lib/export-thread/export-thread';

/** Anything pino can write log lines to. */
export interface LogStream {
  write(line: string): void;
}

export interface BuildAppOptions {
  /** An open database (tests, the demo). Otherwise the configured one is opened and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Where logs go (tests capture them); standard output otherwise. */
  logStream?: LogStream;
  /** Replaces the mailer (never needed with a real SMTP server; kept for special cases). */
  mailer?: Mailer;
  /** The mail queue's timing (tests: a short lease or poll). */
  mailQueue?: Partial<MailQueueSettings>;
  /**
   * Whether exports run on a thread of their own (lib/export-thread). Needs PostgreSQL (the
   * thread opens its own connections); by default on when the app opens DATABASE_URL itself.
   */
  exportThread?: boolean;
  /** Set in the export thread only: requests without this key are answered 404 (export-thread). */
  exportThreadKey?: string;
  /**
   * Whether list pages are kept in memory (lib/page-cache.ts); on by default. The API tests
   * turn it off except where they test it: many write straight to the database and read the
   * list at once, before the notification can arrive.
   */
  cachePages?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app uses; exposed for tests and maintenance scripts. */
    database: DatabaseHandle;
    mailer: Mailer;
    /** Work that runs after the answer (lib/background.ts); tests wait for it with flush(). */
    background: BackgroundTasks;
    /** The upload service (lib/files): stores, checks access to and signs URLs of files. */
    files: FilesService;
    /** Where exports run when not here (lib/export-thread); null: on this thread. */
    exportThread: ExportThread | null;
  }
}

/** Tokens in query strings (refresh, recovery) must not end up in access logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:refresh|token)=)[^&]*/gi, '$1[redacted]');
}

function loggerOptions(
  config: Config,
  stream: LogStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Once the app is closing (a SIGTERM, start-server.ts), the answers still being made go out with
 * `Connection: close`: the client (a browser, the reverse proxy) sends its next request on a new
 * connection, to a process that is not stopping, instead of on one about to close under it.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // A callback, not an async function: it runs on every answer, and does nothing but this check.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });
}

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // The main thread logs an export request as its client saw it; the thread's own record of
    // the same request (from the loopback) only doubled it. Its errors are still logged.
    ...(options.exportThreadKey
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot decode (%FF) answers like any other invalid input.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  setupErrorHandler(app);
  // Deny by default: a route under /edrocks/ that declares no access stops the start-up.
  requireDeclaredAccess(app);
  // JSON is the only body the API reads for now; anything else is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  refuseUnstorableText(app);
  if (options.exportThreadKey) answerOnlyWithKey(app, options.exportThreadKey);

  // Before anything is written there: the database, secrets and uploads stay private.
  await secureDataDir(config.dataDir);
  const database = options.database ?? (await openDatabase(config));
  const isDatabaseOwned = !options.database;
  let changes: ChangeFeed | undefined;
  let maintenanceSocket: DataDirSocket | null = null;
  let exportThread: ExportThread | null = null;
  let fileStore: FileStore | undefined;
  app.addHook('onClose', async () => {
    await exportThread?.close();
    await app.background?.flush();
    fileStore?.close?.();
    await app.mailer?.close();
    await changes?.close();
    await maintenanceSocket?.close();
    if (isDatabaseOwned) await database.close();
    await securePath(config.dataDir).catch(() => undefined);
  });

  closeConnectionsWhenStopping(app);

  try {
    await database.migrate();
    await securePath(config.dataDir);
    await seedReferenceData(database.db);
    const { db } = database;
    app.decorate('database', database);
    // This process holds the embedded database: `npm run outbox` asks it rather than opening it.
    if (isDatabaseOwned && database.driver === 'pglite') {
      maintenanceSocket = await serveDataDirSocket(config.dataDir, database, app.log);
    }
    const modules = await findModules();
    const moduleTopics = modules.flatMap((module) => module.changeTopics);
    await syncChangeTriggers(db, moduleTopics);
    changes = await startChangeFeed(
      database,
      moduleTopics.map(({ topic }) => topic),
    );

    const mailer =
      options.mailer ??
      createMailer({
        db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        publicUrl: config.publicUrl,
        log: app.log,
        clock,
        changes,
        queue: { ...config.mail, ...options.mailQueue },
      });
    app.decorate('mailer', mailer);
    const passwords = createPasswordHasher(config.argon2);

    if (!config.jwtSecret && config.databaseUrl) {
      app.log.warn(
        'JWT_SECRET is not set: using a secret kept in DATA_DIR. Set JWT_SECRET when several instances share this database.',
      );
    }
    const jwtSecret = config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir, 'jwt-secret'));
    await registerSecurity(app, { inlineScripts: webInlineScripts(config.webDist) });
    await registerCors(app, config.corsOrigins);
    await registerCompression(app);
    await registerSwagger(app);
    await registerMultipart(app);

    const tokens = createSessionTokens(jwtSecret, clock, {
      accessMs: config.accessTokenTtlMs,
      refreshMs: config.refreshTokenTtlMs,
    });
    const background = createBackgroundTasks(app.log);
    app.decorate('background', background);
    // The caches kept in memory forget what they kept after a request of this process that may
    // have written (lib/own-writes.ts): the sessions, the list pages, any later cache.
    const ownWrites = watchOwnWrites(app);
    setupAuth(app, { sessions: createSessionCache({ db, changes, clock }), tokens, ownWrites });
    const pageCache = createPageCache({
      changes,
      clock,
      topics: moduleTopics.map(({ topic }) => topic),
      isEnabled: options.cachePages ?? true,
    });
    ownWrites.register(pageCache);

    // Uploads: each module that owns files registers on files.owners who may see them
    // (lib/files/file-owners.ts) and answers URLs from files.urls.signedFileUrl.
    const fileUrls = createFileUrls({ secret: jwtSecret, clock });
    // Several hosts share a bucket; the local folder serves one host (decision 046).
    const store = config.s3
      ? createS3FileStore(config.s3)
      : createLocalFileStore(path.join(config.dataDir, 'uploads'));
    fileStore = store;
    const files = createFilesService({
      db,
      store,
      urls: fileUrls,
      log: app.log,
      tmpDir: path.join(config.dataDir, 'tmp'),
    });
    app.decorate('files', files);
    const throttle = createThrottle(db, clock);
    const isExportThreadWanted = options.exportThread ?? !options.database;
    if (isExportThreadWanted && config.databaseUrl) {
      exportThread = startExportThread(config, app.log, options.logStream ?? process.stdout);
    }
    app.decorate('exportThread', exportThread);
    await registerMetrics(app, {
      token: config.metricsToken,
      database,
      throttle,
      clock,
      exportThread,
      pageCache,
    });
    app.decorate('platform', {
      config,
      db,
      database,
      clock,
      mailer,
      passwords,
      files,
      fileUrls,
      jwtSecret,
      tokens,
      throttle,
      changes,
      ownWrites,
      background,
      pageCache,
    });

    await registerModules(app, modules);
    await registerWeb(app, config.webDist);

    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

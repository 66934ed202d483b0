// The platform every module builds on, decorated once on the app (`app.platform`): the database,
// the clock, the mailer, the upload service and its signed URLs, password hashing, the
// configuration. Modules are Fastify plugins (`definePortalModule`) loaded from one list
// (found by module-loader.ts) in the order their declared dependencies give.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { BackgroundTasks } from './lib/background';
import type { Clock } from './lib/clock';
import type { Throttle } from './lib/throttle';
import type { ChangeFeed } from './lib/change-feed';
import type { ChangeTopicDeclaration } from './lib/change-triggers';
import type { OwnWrites } from './lib/own-writes';
import type { PageCache } from './lib/page-cache';
import type { SessionTokens } from './lib/sessions/session-tokens';
import type { PasswordHasher } from './lib/passwords';
import type { Mailer } from './lib/mailer';
import type { FileUrls } from './lib/files/file-urls';
import type { FilesService } from './lib/files/files.service';

export interface Platform {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  /** The upload service: stores files, checks who may read them, signs their URLs. */
  files: FilesService;
  fileUrls: FileUrls;
  /** The secret access tokens are signed with (also signs file URLs). */
  jwtSecret: string;
  /** Access and refresh tokens of sessions. */
  tokens: SessionTokens;
  /** The one throttle for everything a stranger can guess (lib/throttle.ts). */
  throttle: Throttle;
  /** Work done after the answer has left (lib/background.ts). */
  background: BackgroundTasks;
  /** What other processes changed, for caches kept in memory (lib/change-feed.ts). */
  changes: ChangeFeed;
  /**
   * Where a cache kept in memory registers to forget what it kept after a request of this process
   * that may have written (lib/own-writes.ts), instead of adding a hook of its own.
   */
  ownWrites: OwnWrites;
  /** Answered list pages kept in memory (lib/page-cache.ts; a route opts in with `cachedPage`). */
  pageCache: PageCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** A module: a named plugin that registers its routes and may decorate its service for others. */
export interface PortalModule {
  name: string;
  dependencies: readonly string[];
  /** The module's change topics and the tables each is read from (lib/change-triggers.ts). */
  changeTopics: readonly ChangeTopicDeclaration[];
  plugin: FastifyPluginAsync;
}

/**
 * Declares a module. `dependencies` name the modules whose services this one uses (through
 * `app.<service>`); the loader registers those first and Fastify checks they are there.
 */
export function definePortalModule(
  name: string,
  register: (app: FastifyInstance, platform: Platform) => Promise<void>,
  options: {
    dependencies?: readonly string[];
    /**
     * Topics for the answers this module keeps in memory (a list's pages, `cachedPage`), each with
     * every table those answers read: a change to any of them, by any process, drops them.
     */
    changeTopics?: Readonly<Record<string, readonly string[]>>;
  } = {},
): PortalModule {
  const dependencies = options.dependencies ?? [];
  return {
    name,
    dependencies,
    changeTopics: Object.entries(options.changeTopics ?? {}).map(([topic, tables]) => ({
      topic,
      tables,
    })),
    plugin: fastifyPlugin(async (app) => register(app, app.platform), {
      name,
      dependencies: [...dependencies],
      fastify: '5.x',
    }),
  };
}

/** Orders modules so each comes after the modules it depends on; a cycle or an unknown name throws. */
export function orderModules(modules: readonly PortalModule[]): PortalModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  const ordered: PortalModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  function visit(module: PortalModule, path: string[]) {
    const seen = state.get(module.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(`Module dependency cycle: ${[...path, module.name].join(' -> ')}`);
    }
    state.set(module.name, 'visiting');
    for (const dependency of module.dependencies) {
      const target = byName.get(dependency);
      if (!target) throw new Error(`Module "${module.name}" needs unknown module "${dependency}"`);
      visit(target, [...path, module.name]);
    }
    state.set(module.name, 'done');
    ordered.push(module);
  }
  for (const module of modules) visit(module, []);
  return ordered;
}

export async function registerModules(
  app: FastifyInstance,
  modules: readonly PortalModule[],
): Promise<void> {
  for (const module of orderModules(modules)) await app.register(module.plugin);
}

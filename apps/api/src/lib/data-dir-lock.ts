// One process at a time opens the embedded database: two PGlite instances on one folder each
// keep their own buffers and write over each other (acknowledged writes lost, one primary key
// twice). The owner holds DATA_DIR/portal.lock, created atomically (a complete file is linked
// into place, so nobody ever reads a half-written one); a second process reads who holds it and
// stops at once. A lock left by a process that died (kill -9, a power cut) is taken over at
// once: on the same machine its pid is gone or belongs to a process started later; from another
// machine (a shared folder) it is taken over when its owner has stopped touching it.
import { randomUUID } from 'node:crypto';
import { readFileSync, statSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const DATA_DIR_LOCK_FILE = 'portal.lock';

/** The owner touches the lock this often, so that another machine can tell it is alive. */
const HEARTBEAT_MS = 10_000;
/** A lock from another machine untouched for this long belongs to a process that died. */
const REMOTE_STALE_MS = 60_000;
const ACQUIRE_ATTEMPTS = 5;

export interface DataDirOwner {
  pid: number;
  hostname: string;
  /** What the process was started as (`npm start`, `npm run outbox`, ...). */
  command: string;
  startedAt: string;
  /** Linux: the process's start time since boot (/proc/<pid>/stat), to tell a reused pid apart. */
  processStart: string | null;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `${dataDir} is in use by another process of the portal: pid ${owner.pid} (${owner.command})` +
        ` on ${owner.hostname}, since ${owner.startedAt}.\n` +
        'The embedded database takes one process at a time. Stop that process first, or give this' +
        ' one another DATA_DIR. While the portal runs, `npm run outbox` asks it for the mail queue.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly owner: DataDirOwner;
  release(): Promise<void>;
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isPidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isOwnerAlive(owner: DataDirOwner, touchedAtMs: number, nowMs: number): boolean {
  if (owner.hostname !== os.hostname()) return nowMs - touchedAtMs < REMOTE_STALE_MS;
  if (!isPidRunning(owner.pid)) return false;
  // The pid runs, but a process started after the owner may have been given it.
  const start = processStartOf(owner.pid);
  return owner.processStart === null || start === null || start === owner.processStart;
}

function describeSelf(): DataDirOwner {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  return {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.env.npm_lifecycle_event
      ? `npm run ${process.env.npm_lifecycle_event}`
      : `node ${script}`.trim(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
  };
}

interface LockFileState {
  owner: DataDirOwner | null;
  ino: number;
  touchedAtMs: number;
}

async function readLockFile(lockPath: string): Promise<LockFileState | null> {
  try {
    const [text, stats] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    let owner: DataDirOwner | null = null;
    try {
      owner = JSON.parse(text) as DataDirOwner;
    } catch {
      // Unreadable: not written by this code (files are linked into place complete).
    }
    return { owner, ino: stats.ino, touchedAtMs: stats.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Who holds DATA_DIR now (null: nobody alive). */
export async function readDataDirOwner(dataDir: string): Promise<DataDirOwner | null> {
  const state = await readLockFile(path.join(dataDir, DATA_DIR_LOCK_FILE));
  if (!state?.owner) return null;
  return isOwnerAlive(state.owner, state.touchedAtMs, Date.now()) ? state.owner : null;
}

/**
 * Moves a dead owner's lock aside. Two processes may find the same dead lock: the rename lets one
 * of them move it; a lock that changed in between (a live process took it) is put back.
 */
async function breakStaleLock(lockPath: string, staleIno: number): Promise<void> {
  const aside = `${lockPath}.stale-${randomUUID()}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((await stat(aside)).ino !== staleIno) await link(aside, lockPath).catch(() => undefined);
  await unlink(aside);
}

/** Takes DATA_DIR for this process, or throws DataDirInUseError naming the process that has it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const owner = describeSelf();
  const draft = `${lockPath}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ACQUIRE_ATTEMPTS; attempt += 1) {
      try {
        await link(draft, lockPath);
        return holdLock(lockPath, owner);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const state = await readLockFile(lockPath);
      if (!state) continue;
      const isAlive = state.owner
        ? isOwnerAlive(state.owner, state.touchedAtMs, Date.now())
        : Date.now() - state.touchedAtMs < REMOTE_STALE_MS;
      if (isAlive) {
        throw new DataDirInUseError(
          dataDir,
          state.owner ?? { ...owner, pid: 0, command: 'unknown', processStart: null },
        );
      }
      await breakStaleLock(lockPath, state.ino);
    }
    throw new Error(`Could not lock ${dataDir}: its lock keeps changing hands.`);
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

function holdLock(lockPath: string, owner: DataDirOwner): DataDirLock {
  const { ino } = statSync(lockPath);
  /** Removes the lock only while it is still this process's own. */
  const removeIfOwn = () => {
    try {
      if (statSync(lockPath).ino === ino) unlinkSync(lockPath);
    } catch {
      // Already gone.
    }
  };
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // An exit without closing (process.exit after an error) still hands the folder back.
  process.once('exit', removeIfOwn);
  let isReleased = false;
  return {
    owner,
    async release() {
      if (isReleased) return;
      isReleased = true;
      clearInterval(heartbeat);
      process.removeListener('exit', removeIfOwn);
      removeIfOwn();
    },
  };
}

// The session a signed file URL is made for (decisions/004). A URL is built deep inside a
// service (a student's photo in a list row), far from the request; rather than hand the session
// to every such function, the route runs its handler inside the caller's session here
// (lib/endpoint-route.ts), and the URL builder reads it. Whether a URL was bound to the session
// is recorded too: the students list's kept pages are shared between sessions only when they
// carry no such URL (lib/page-cache.ts).
import { AsyncLocalStorage } from 'node:async_hooks';

interface FileUrlSession {
  readonly sessionId: string;
  hasBoundUrl: boolean;
}

const current = new AsyncLocalStorage<FileUrlSession>();

/** Runs `work` with signed file URLs bound to `sessionId`; says whether any URL was bound. */
export async function withFileUrlSession<T>(
  sessionId: string,
  work: () => T | Promise<T>,
): Promise<{ result: T; hasBoundUrl: boolean }> {
  const session: FileUrlSession = { sessionId, hasBoundUrl: false };
  const result = await current.run(session, work);
  return { result, hasBoundUrl: session.hasBoundUrl };
}

/** `withFileUrlSession` for synchronous work (an answer built right after the session). */
export function inFileUrlSession<T>(sessionId: string, work: () => T): T {
  return current.run({ sessionId, hasBoundUrl: false }, work);
}

/** The session URLs built now are for (and marks that one was), or undefined outside one. */
export function takeFileUrlSession(): string | undefined {
  const session = current.getStore();
  if (!session) return undefined;
  session.hasBoundUrl = true;
  return session.sessionId;
}

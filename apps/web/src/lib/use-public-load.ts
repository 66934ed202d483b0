// What a public page loads without the signed-in area's query cache (decision 008): one call,
// its answer or its error, "Try again", and a quiet reload. `key` names what the load depends on
// (the page's address parts): a new key loads again, and the previous answer's late arrival is
// ignored (its request is aborted).
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; error: unknown };

export function usePublicLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The newest loader, so a page may pass a new function each render without loading again.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    const controller = new AbortController();
    latestLoad
      .current(controller.signal)
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  /** Loads again without showing the loader (the page stays as it is until the answer). */
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry, refresh };
}

// What a public page loads without the signed-in area's query cache (decision 008): one call,
// its answer or its error, and "Try again".
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'failed'; error: unknown };

export function usePublicLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      });
    return () => controller.abort();
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  /** Loads again without showing the loader (the page stays as it is until the answer). */
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry, refresh };
}

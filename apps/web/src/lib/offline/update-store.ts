// Whether a new version of the phone app waits to take over (its service worker is installed and
// waiting, app/pwa.ts), and what taking it means: the prompt reads this and offers "Reload".
type Activate = () => Promise<void>;

let activate: Activate | null = null;
const listeners = new Set<() => void>();

export const appUpdate = {
  isWaiting: (): boolean => activate !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new version is installed: `takeOver` lets it take over and reloads the page. */
  offer(takeOver: Activate): void {
    activate = takeOver;
    for (const listener of listeners) listener();
  },
  reload(): Promise<void> {
    return activate ? activate() : Promise.resolve();
  },
};

// Toasts. Errors close by themselves after 5000 ms, successes after 3000 ms (PRODUCT.md).
// notistack is not part of the first page's JavaScript: the first toast asks
// <NotificationsHost/> (app/providers.tsx) to mount, and waits for it.
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '@portal/shared';

type Variant = 'success' | 'error' | 'info';

const durations: Record<Variant, number> = {
  success: NOTIFY_SUCCESS_MS,
  error: NOTIFY_ERROR_MS,
  info: NOTIFY_SUCCESS_MS,
};

let markReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
let isWanted = false;
const wantListeners = new Set<() => void>();

/** Called by the notifications host once the snackbar provider is mounted. */
export function notificationsReady(): void {
  markReady();
}

/** For the providers: whether a toast was asked for, and when. */
export const notificationsDemand = {
  isWanted: () => isWanted,
  subscribe(listener: () => void): () => void {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
};

function show(variant: Variant, message: string): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of wantListeners) listener();
  }
  void Promise.all([import('notistack'), hostReady]).then(([{ enqueueSnackbar }]) => {
    enqueueSnackbar(message, { variant, autoHideDuration: durations[variant] });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

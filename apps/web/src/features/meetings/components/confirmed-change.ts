// The end of a change a coordinator confirmed in a dialog (a new code, removing a material or an
// attendance): a toast with what was done or the server's reason, and the dialog closes either
// way.
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/errors';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';
import { notify } from '../../../lib/notify';

export async function finishConfirmed<Result>(
  t: AnyTranslate,
  change: () => Promise<Result>,
  doneWords: (result: Result) => string,
  close: () => void,
): Promise<void> {
  try {
    notify.success(doneWords(await change()));
  } catch (error) {
    notify.error(getErrorMessage(error, t));
  } finally {
    close();
  }
}

/**
 * A removal asked about in a confirmation dialog: the item asked about (the dialog is open while
 * there is one), then the confirmed removal with its toast.
 */
export function useConfirmedRemoval<Item>(
  t: AnyTranslate,
  removal: {
    remove: (item: Item) => Promise<unknown>;
    doneWords: (item: Item) => string;
    isBusy: boolean;
  },
) {
  const [item, setItem] = useState<Item>();

  async function confirm() {
    if (item === undefined) return;
    await finishConfirmed(
      t,
      () => removal.remove(item),
      () => removal.doneWords(item),
      () => setItem(undefined),
    );
  }

  return {
    item,
    ask: (asked: Item) => setItem(asked),
    cancel: () => setItem(undefined),
    confirm,
    isBusy: removal.isBusy,
  };
}

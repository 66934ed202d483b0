// The end of a change a coordinator confirmed in a dialog (a new code, removing a material or an
// attendance): a toast with what was done or the server's reason, and the dialog closes either
// way.
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

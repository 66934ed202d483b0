// A form dialog whose form loads when it first opens: its schema and the validator (zod, about
// 25 kB compressed, and every schema it builds) stay off the screen's first paint. While the
// form's code arrives, the dialog shows open and busy, so the tap is answered at once.
import { Suspense, lazy, type ComponentType } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Dialog from '@mui/material/Dialog';
import { PlainPageLoader } from '../plain';
import { useDialogFullScreen } from './use-dialog-full-screen';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog's frame as the form will fill it (full screen on a phone), busy. */
function FormDialogLoading({ onClose }: { onClose: () => void }) {
  const { t } = useCommonTranslation();
  const isPhone = useDialogFullScreen();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      // The element with the dialog's role is the paper: its name goes there.
      slotProps={{ paper: { 'aria-label': t('app.loading'), 'aria-busy': true } }}
    >
      <PlainPageLoader />
    </Dialog>
  );
}

/**
 * `load` imports a module whose default export is the open dialog (drawn only while `open`,
 * so each opening starts a fresh form).
 */
export function lazyFormDialog<Props extends DialogProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const OpenDialog = lazy(load);
  function LazyFormDialog(props: Props) {
    if (!props.open) return null;
    return (
      <Suspense fallback={<FormDialogLoading onClose={props.onClose} />}>
        <OpenDialog {...props} />
      </Suspense>
    );
  }
  return LazyFormDialog;
}

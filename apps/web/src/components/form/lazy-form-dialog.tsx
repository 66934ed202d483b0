// A form dialog whose form loads when it first opens: its schema and the validator (zod, about
// 25 kB compressed, and every schema it builds) stay off the screen's first paint. While the
// form's code arrives, the dialog shows open and busy, so the tap is answered at once.
import { Suspense, lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import { PlainPageLoader } from '../plain';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function FormDialogLoading({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={t('app.loading')}>
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

// A data request as a reader who may not change it sees it (the global admins): what it is,
// where it stands, and its History. Full screen on a phone; Close returns to the queue.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { DataRequest } from '@portal/shared';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { useDataRequestsTranslation } from '../i18n';
import { RequestDetails } from './request-details';
import { RequestHistory } from './request-history';

export default function ViewDataRequestDialog({
  request,
  canReadHistory,
  onClose,
}: {
  open: boolean;
  request: DataRequest;
  canReadHistory: boolean;
  onClose: () => void;
}) {
  const { t } = useDataRequestsTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('dataRequests.viewTitle', { name: request.person.name })}
      </DialogTitle>
      <DialogContent>
        <RequestDetails request={request} />
        {canReadHistory ? <RequestHistory requestId={request.id} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('dataRequests.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

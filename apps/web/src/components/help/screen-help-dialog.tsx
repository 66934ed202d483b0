// The help of the screen the user is on, in a dialog over it (the "?" beside the screen's
// title, components/layout/screen-help-button.tsx): the topic whose front matter lists this
// screen, and a link to the whole Help page. Its own chunk, loaded on the first click: the shell
// is on every page and carries none of this. MUI's dialog traps the focus while open and gives
// it back to the "?" when it closes.
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { HELP_TOPIC_PARAM } from '@portal/shared';
import { PATHS } from '../../config/paths';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useDialogFullScreen } from '../form/use-dialog-full-screen';
import { ErrorState } from '../feedback/error-state';
import { LoadingSkeleton } from '../feedback/loading-skeleton';
import { HelpTopicContent } from './help-topic-content';
import { useHelpIndex, useHelpTopic } from './help-queries';
import { findScreenTopic } from './screen-topic';

export interface ScreenHelpDialogProps {
  open: boolean;
  onClose: () => void;
}

function ScreenHelpBody({ onClose }: { onClose: () => void }) {
  const { t } = useCommonTranslation();
  const { pathname } = useLocation();
  const index = useHelpIndex();
  const summary = index.data ? findScreenTopic(index.data.topics, pathname) : undefined;
  const topic = useHelpTopic(summary?.id ?? null);

  if (index.isError) return <ErrorState error={index.error} onRetry={() => void index.refetch()} />;
  if (topic.isError) return <ErrorState error={topic.error} onRetry={() => void topic.refetch()} />;
  if (index.isPending || (summary && topic.isPending)) return <LoadingSkeleton lines={6} />;
  if (!topic.data) return <p data-testid="help-no-screen-topic">{t('help.noScreenTopic')}</p>;
  return <HelpTopicContent topic={topic.data} showTitle={false} onNavigate={onClose} />;
}

export default function ScreenHelpDialog({ open, onClose }: ScreenHelpDialogProps) {
  const { t } = useCommonTranslation();
  const titleId = useId();
  const { pathname } = useLocation();
  const isFullScreen = useDialogFullScreen();
  const index = useHelpIndex();
  const summary = index.data ? findScreenTopic(index.data.topics, pathname) : undefined;
  const fullHelp = summary
    ? `${PATHS.help}?${HELP_TOPIC_PARAM}=${encodeURIComponent(summary.id)}`
    : PATHS.help;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      data-testid="screen-help-dialog"
    >
      <DialogTitle id={titleId}>{summary?.title ?? t('help.panelTitle')}</DialogTitle>
      {/* A long text scrolls: focusable, so that a keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <ScreenHelpBody onClose={onClose} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={fullHelp} onClick={onClose}>
          {t('help.openFullHelp')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t('help.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

// /edrocks/people/:userId/erase, /edrocks/students/:id/erase and /edrocks/sponsors/:id/erase
// (super admin): the preview of what erasing the person does, then a typed confirmation; once
// erased, a notice and back to where the screen was opened from.
import { useState } from 'react';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import type { PersonEraseResult } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useErasePerson, useErasePreview, type EraseTarget } from '../api/erase-person';
import { EraseConfirmDialog } from '../components/erase-confirm-dialog';
import { ErasePreviewTable } from '../components/erase-preview-table';
import { usePersonEraseTranslation } from '../i18n';

/** The list of the people `target` is one of: where the screen goes when it has no way back. */
function listOf(target: EraseTarget): string {
  if ('studentId' in target) return PATHS.students;
  if ('sponsorId' in target) return PATHS.sponsors;
  return PATHS.users;
}

/**
 * Whom the address names: a student's and a sponsor's address both carry `:id`, so only the
 * matched route tells a sponsor record from a student record.
 */
function useEraseTarget(): EraseTarget {
  const params = useParams();
  const isSponsor = useMatch(PATHS.sponsorErase) !== null;
  if (params.userId !== undefined) return { userId: Number(params.userId) };
  return isSponsor ? { sponsorId: Number(params.id) } : { studentId: Number(params.id) };
}

function ErasePreview({ target, preview }: { target: EraseTarget; preview: PersonEraseResult }) {
  const { t } = usePersonEraseTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [isConfirming, setConfirming] = useState(false);
  const erase = useErasePerson(target);
  const { name, email } = preview.person;

  const confirm = async () => {
    try {
      await erase.mutateAsync();
      notify.success(t('personErase.done'));
      // Back where the screen was opened from; opened first (a bookmark, a new tab), to the list
      // of such people, never out of the portal.
      if (location.key !== 'default') await navigate(-1);
      else await navigate(listOf(target), { replace: true });
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      setConfirming(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: 2 }}>{t('personErase.intro', { name, email })}</Typography>
      <Box sx={{ overflowX: 'auto', mb: 3 }}>
        <ErasePreviewTable items={preview.items} />
      </Box>
      <Button
        variant="contained"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming(true)}
      >
        {t('personErase.action')}
      </Button>
      <EraseConfirmDialog
        open={isConfirming}
        name={name}
        busy={erase.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

export default function PersonEraseRoute() {
  const { t } = usePersonEraseTranslation();
  const navigate = useNavigate();
  const target = useEraseTarget();
  const preview = useErasePreview(target);
  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
          {t('personErase.back')}
        </Button>
      </Box>
      {preview.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : preview.isError ? (
        <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
      ) : (
        <ErasePreview target={target} preview={preview.data} />
      )}
    </Stack>
  );
}

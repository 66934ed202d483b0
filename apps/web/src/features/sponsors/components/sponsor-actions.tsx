// Under the sponsor's facts: Edit (the sponsor's own, narrower edit for themselves) and, for a
// coordinator, their agreements, their assessments, another student to offer them (while they
// are active) and (de)activate.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import DrawIcon from '@mui/icons-material/Draw';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { SponsorDetails } from '@portal/shared';
import { buildPath, PATHS } from '../../../config/paths';
import { useSponsorsTranslation } from '../i18n';

export function SponsorActions({
  sponsor,
  canManage,
  isOwn,
  onEdit,
  onToggleActive,
  onOffer,
}: {
  sponsor: SponsorDetails;
  canManage: boolean;
  isOwn: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  /** Opens "Offer another student"; absent where it is not offered. */
  onOffer?: (() => void) | undefined;
}) {
  const { t } = useSponsorsTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
        {t(isOwn && !canManage ? 'sponsors.details.editOwn' : 'sponsors.details.edit')}
      </Button>
      {canManage && (
        <Button
          component={RouterLink}
          to={`${PATHS.agreements}?sponsorId=${sponsor.id}`}
          variant="outlined"
          startIcon={<DrawIcon />}
        >
          {t('sponsors.details.agreements')}
        </Button>
      )}
      {canManage && (
        <Button
          component={RouterLink}
          to={buildPath(PATHS.sponsorAssessments, { id: sponsor.id })}
          variant="outlined"
          startIcon={<AssignmentIcon />}
        >
          {t('sponsors.details.assessments')}
        </Button>
      )}
      {onOffer && (
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={onOffer}>
          {t('sponsors.offer.button')}
        </Button>
      )}
      {canManage && (
        <Button
          color={sponsor.active ? 'error' : 'primary'}
          variant="outlined"
          startIcon={sponsor.active ? <BlockIcon /> : <CheckCircleOutlineIcon />}
          onClick={onToggleActive}
        >
          {t(sponsor.active ? 'sponsors.activation.deactivate' : 'sponsors.activation.activate')}
        </Button>
      )}
    </Stack>
  );
}

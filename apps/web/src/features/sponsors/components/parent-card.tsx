// One parent or guardian of a sponsor: name, whether the contact waits for a coordinator,
// relationship, e-mail, phone and address; and for whoever may change the sponsor, Confirm
// contact (coordinators, while it waits), Edit and Remove.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { SponsorParent } from '@portal/shared';
import { useSponsorsTranslation } from '../i18n';

interface ParentCardProps {
  parent: SponsorParent;
  canEdit: boolean;
  /** A coordinator who confirms contacts; otherwise the sponsor's own view. */
  canConfirm: boolean;
  onConfirm: (parent: SponsorParent) => void;
  onEdit: (parent: SponsorParent) => void;
  onRemove: (parent: SponsorParent) => void;
}

function ParentContact({ parent, canConfirm }: { parent: SponsorParent; canConfirm: boolean }) {
  const { t } = useSponsorsTranslation();
  return (
    <CardContent>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {parent.fullName}
      </Typography>
      {parent.isConfirmed ? null : (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          sx={{ my: 0.5, maxWidth: '100%', height: 'auto', py: 0.25 }}
          label={t(canConfirm ? 'sponsors.parents.waiting' : 'sponsors.parents.waitingOwn')}
          data-testid="parent-waiting"
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`sponsors.relationship.${parent.relationship}`)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {parent.email}
      </Typography>
      {parent.phoneNumber && <Typography variant="body2">{parent.phoneNumber}</Typography>}
      {[
        parent.address1,
        parent.address2,
        [parent.city, parent.state, parent.zipCode].filter(Boolean).join(', '),
      ]
        .filter(Boolean)
        .map((line) => (
          <Typography variant="body2" key={line}>
            {line}
          </Typography>
        ))}
    </CardContent>
  );
}

function ParentActions({ parent, canConfirm, onConfirm, onEdit, onRemove }: ParentCardProps) {
  const { t } = useSponsorsTranslation();
  return (
    <CardActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {canConfirm && !parent.isConfirmed && (
        <Button
          size="small"
          variant="contained"
          startIcon={<VerifiedUserIcon />}
          onClick={() => onConfirm(parent)}
          aria-label={t('sponsors.parents.confirmNamed', { name: parent.fullName })}
        >
          {t('sponsors.parents.confirm')}
        </Button>
      )}
      <Button
        size="small"
        startIcon={<EditIcon />}
        onClick={() => onEdit(parent)}
        aria-label={t('sponsors.parents.editNamed', { name: parent.fullName })}
      >
        {t('sponsors.parents.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => onRemove(parent)}
        aria-label={t('sponsors.parents.removeNamed', { name: parent.fullName })}
      >
        {t('sponsors.parents.remove')}
      </Button>
    </CardActions>
  );
}

export function ParentCard(props: ParentCardProps) {
  const { t } = useSponsorsTranslation();
  const { parent, canEdit, canConfirm } = props;
  return (
    <Card component="li" variant="outlined" data-testid="parent-card">
      <ParentContact parent={parent} canConfirm={canConfirm} />
      {parent.isConfirmed || canConfirm ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1 }}>
          {t('sponsors.parents.waitingOwnHint')}
        </Typography>
      )}
      {canEdit && <ParentActions {...props} />}
    </Card>
  );
}

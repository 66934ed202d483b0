// A part's state as a chip: an icon and the word, so that colour is never the only signal.
import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import type { AssessmentStatus } from '@portal/shared';
import { useAssessmentsTranslation } from '../i18n';

const LOOKS: Record<
  AssessmentStatus,
  { icon: ReactElement; color: 'default' | 'info' | 'success' | 'warning' }
> = {
  notStarted: { icon: <RadioButtonUncheckedOutlined />, color: 'default' },
  draft: { icon: <EditNoteOutlined />, color: 'info' },
  submitted: { icon: <CheckCircleOutlined />, color: 'success' },
  returned: { icon: <UndoOutlined />, color: 'warning' },
};

export function StatusChip({ status }: { status: AssessmentStatus }) {
  const { t } = useAssessmentsTranslation();
  const { icon, color } = LOOKS[status];
  return (
    <Chip
      icon={icon}
      color={color}
      variant={status === 'submitted' ? 'filled' : 'outlined'}
      label={t(`assessments.status.${status}`)}
      size="small"
      data-testid="assessment-status"
      data-status={status}
    />
  );
}

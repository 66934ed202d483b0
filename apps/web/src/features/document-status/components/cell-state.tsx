// How the grid shows a document's state: an icon and a symbol (✓ ✗ ? ! … —) in the state's colour
// (StateMark, with the cell's words for screen readers: "Letter 2 sent: late"), and the legend
// above the grid (and on paper) that gives every symbol its meaning in words.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { DOCUMENT_CELL_STATES, type DocumentCellState } from '@portal/shared';
import { StateLegend, type StateLook } from '../../../components/report';
import { useDocumentStatusTranslation } from '../i18n';

export const STATE_LOOKS: Record<DocumentCellState, StateLook> = {
  done: { symbol: '✓', Icon: CheckCircleOutlined, color: 'success.main' },
  missing: { symbol: '✗', Icon: CancelOutlined, color: 'error.main' },
  toCheck: { symbol: '?', Icon: GppMaybeOutlined, color: 'warning.dark' },
  late: { symbol: '!', Icon: ErrorOutlined, color: 'warning.dark' },
  notDue: { symbol: '…', Icon: HourglassEmptyOutlined, color: 'text.secondary' },
  notNeeded: { symbol: '—', Icon: RemoveCircleOutlineOutlined, color: 'text.secondary' },
};

const MEANINGS = {
  done: 'documentStatus.legend.done',
  missing: 'documentStatus.legend.missing',
  toCheck: 'documentStatus.legend.toCheck',
  late: 'documentStatus.legend.late',
  notDue: 'documentStatus.legend.notDue',
  notNeeded: 'documentStatus.legend.notNeeded',
} as const;

export function StatusLegend() {
  const { t } = useDocumentStatusTranslation();
  return (
    <StateLegend
      title={t('documentStatus.legend.title')}
      states={DOCUMENT_CELL_STATES}
      looks={STATE_LOOKS}
      meaning={(state) => t(MEANINGS[state])}
      testId="status-legend"
    />
  );
}

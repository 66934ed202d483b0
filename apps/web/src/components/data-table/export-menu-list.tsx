// The formats <ExportMenu/> offers (CSV, Excel), loaded on first use: a list screen draws its
// Export button without the menu's code.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import type { ExportFormat } from '@portal/shared';

export default function ExportMenuList({
  id,
  buttonId,
  anchorEl,
  open,
  onSelect,
  onClose,
}: {
  id: string;
  /** The Export button's id, which names the menu for screen readers. */
  buttonId: string;
  anchorEl: HTMLElement;
  open: boolean;
  onSelect: (format: ExportFormat) => void;
  onClose: () => void;
}) {
  const { t } = useCommonTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem onClick={() => onSelect('csv')}>{t('table.exportCsv')}</MenuItem>
      <MenuItem onClick={() => onSelect('xlsx')}>{t('table.exportExcel')}</MenuItem>
    </Menu>
  );
}

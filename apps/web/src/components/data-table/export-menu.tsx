// "Export" -> CSV / Excel: downloads every row matching the list's current search, filters and
// sort through the feature's export call (its contract's `download` endpoint), and saves it
// under the server's file name (Content-Disposition).
//
//   <ExportMenu download={(format) => exportVillages(list.exportQuery, format)} fileName="villages" />
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ExportFormat } from '@portal/shared';
import { saveFile, type DownloadedFile } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx' };

export interface ExportMenuProps {
  /** Fetches the export in a format, with the list's search, filters and sort. */
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  /** Name to save under when the server sends none (without extension). */
  fileName: string;
}

export function ExportMenu({ download, fileName }: ExportMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  async function run(format: ExportFormat) {
    setAnchor(null);
    setBusy(true);
    try {
      saveFile(await download(format), `${fileName}.${EXTENSIONS[format]}`);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('table.export')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={() => void run('csv')}>{t('table.exportCsv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{t('table.exportExcel')}</MenuItem>
      </Menu>
    </>
  );
}

// "Export" -> CSV / Excel: downloads every row matching the list's current search, filters and
// sort from the list endpoint's `/export?format=`, through the api client (Bearer token,
// language), and saves it under the server's file name (Content-Disposition).
//
//   <ExportMenu path={API.villagesExport} query={list.exportQuery} fileName="villages" />
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ExportFormat } from '@portal/shared';
import { apiDownload, saveFile } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx' };

export interface ExportMenuProps {
  /** The endpoint, e.g. API.villagesExport. */
  path: string;
  /** The list's filters and sort (useListUrlState().exportQuery); `format` is added. */
  query: Record<string, string>;
  /** Name to save under when the server sends none (without extension). */
  fileName: string;
}

/** Fetches the export and saves it; resolves once the browser has the file. */
export async function downloadExport(
  path: string,
  query: Record<string, string>,
  format: ExportFormat,
  fileName: string,
): Promise<void> {
  const file = await apiDownload(path, { query: { ...query, format } });
  saveFile(file, `${fileName}.${EXTENSIONS[format]}`);
}

export function ExportMenu({ path, query, fileName }: ExportMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  async function run(format: ExportFormat) {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadExport(path, query, format, fileName);
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

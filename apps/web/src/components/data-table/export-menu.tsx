// "Export" -> CSV / Excel: downloads every row matching the list's current search, filters and
// sort through the feature's export call (its contract's `download` endpoint), and saves it
// under the server's file name (Content-Disposition). The formats' menu loads on first use
// (export-menu-list.tsx).
//
//   <ExportMenu download={(format) => exportVillages(list.exportQuery, format)} fileName="villages" />
import { lazy, Suspense, useId, useState } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { ExportFormat } from '@portal/shared';
import { saveFile, type DownloadedFile } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useMenuOnFirstUse } from '../../lib/use-menu-on-first-use';

const ExportMenuList = lazy(() => import('./export-menu-list'));

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx' };

export interface ExportMenuProps {
  /** Fetches the export in a format, with the list's search, filters and sort. */
  download: (format: ExportFormat) => Promise<DownloadedFile>;
  /** Name to save under when the server sends none (without extension). */
  fileName: string;
}

export function ExportMenu({ download, fileName }: ExportMenuProps) {
  const { t } = useCommonTranslation();
  const menu = useMenuOnFirstUse();
  const [busy, setBusy] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  async function run(format: ExportFormat) {
    menu.close();
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
        aria-controls={menu.isOpen ? menuId : undefined}
        aria-expanded={menu.isOpen ? 'true' : undefined}
        onClick={menu.open}
      >
        {t('table.export')}
      </Button>
      {menu.anchor && (
        <Suspense fallback={null}>
          <ExportMenuList
            id={menuId}
            buttonId={buttonId}
            anchorEl={menu.anchor}
            open={menu.isOpen}
            onSelect={(format) => void run(format)}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}

// What became of the file: too large, refused by the check or by the import, or imported (with
// the way to the list it went into).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ImportKind } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useToolsTranslation } from '../i18n';
import { IMPORT_MAX_MB } from './import-template';
import type { ImportFile } from './use-import-file';

const LIST_PATHS: Record<ImportKind, string> = {
  students: PATHS.students,
  sponsors: PATHS.sponsors,
};

export function ImportMessages({
  importFile,
}: {
  importFile: Pick<ImportFile, 'isTooLarge' | 'preview' | 'commit' | 'done'>;
}) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const { isTooLarge, preview, commit, done } = importFile;
  return (
    <>
      {isTooLarge ? (
        <Alert severity="error" role="alert">
          {t('tools.import.tooLarge', { maxMb: IMPORT_MAX_MB })}
        </Alert>
      ) : null}
      {preview.isError ? (
        <Alert severity="error" role="alert">
          {getErrorMessage(preview.error, t)}
        </Alert>
      ) : null}
      {commit.isError ? (
        <Alert severity="error" role="alert">
          {getErrorMessage(commit.error, t)}
        </Alert>
      ) : null}
      {done ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={RouterLink} to={LIST_PATHS[done.kind]}>
              {t(`tools.import.goTo.${done.kind}`)}
            </Button>
          }
        >
          {t(`tools.import.done.${done.kind}`, {
            count: done.imported,
            formatted: format.number(done.imported),
          })}
        </Alert>
      ) : null}
    </>
  );
}

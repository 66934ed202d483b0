// /edrocks/tools: import students or sponsors from a CSV or Excel file, and the way to the
// agreement texts (edited on the Agreements screen). Choose what to import,
// download the template, pick the file: the server checks every row (nothing saved) and the
// screen shows each row's problems. "Import N rows" is enabled only for a clean file, behind a
// confirmation; the import sends the same file again and saves all rows or none.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useToolsTranslation } from '../i18n';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_COLUMNS,
  type ExportFormat,
  type ImportCommitResult,
  type ImportKind,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCommitImport } from '../api/commit-import';
import { downloadImportTemplate } from '../api/download-import-template';
import { usePreviewImport } from '../api/preview-import';
import { ImportPreview } from '../components/import-preview';

const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = Math.floor(IMPORT_MAX_BYTES / (1024 * 1024));
const LIST_PATHS: Record<ImportKind, string> = {
  students: PATHS.students,
  sponsors: PATHS.sponsors,
};

export default function ToolsRoute() {
  return (
    <Stack spacing={3}>
      <ImportTool />
      <AgreementTextsTool />
    </Stack>
  );
}

/** The agreement texts live on the Agreements screen; Tools is where a super admin looks. */
function AgreementTextsTool() {
  const { t } = useToolsTranslation();
  const canEdit = useSession().userData?.role === 'SUPER_ADMIN';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 } }}
      component="section"
      aria-labelledby="tools-agreements"
    >
      <Typography id="tools-agreements" variant="h6" component="h2" gutterBottom>
        {t('tools.agreements.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(canEdit ? 'tools.agreements.introEdit' : 'tools.agreements.introRead')}
      </Typography>
      <Button variant="outlined" component={RouterLink} to={PATHS.agreements}>
        {t(canEdit ? 'tools.agreements.edit' : 'tools.agreements.read')}
      </Button>
    </Paper>
  );
}

function ImportTool() {
  const { t } = useToolsTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<ImportKind>('students');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<ImportCommitResult | null>(null);
  const [downloading, setDownloading] = useState<ExportFormat | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const kindLabelId = useId();
  const statusId = useId();
  const preview = usePreviewImport();
  const commit = useCommitImport();

  const busy = preview.isPending || commit.isPending;
  const result = preview.data && preview.data.kind === kind ? preview.data : undefined;
  const count = result?.totalRows ?? 0;
  const formatted = format.number(count);

  function reset() {
    setFile(null);
    setTooLarge(false);
    setDone(null);
    preview.reset();
    commit.reset();
    if (inputRef.current) inputRef.current.value = '';
  }

  function check(chosen: File, chosenKind: ImportKind) {
    setFile(chosen);
    setDone(null);
    commit.reset();
    // Refused here rather than after sending 10 MB for nothing (the server checks again).
    if (chosen.size > IMPORT_MAX_BYTES) {
      preview.reset();
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setProgress(0);
    preview.mutate(
      { kind: chosenKind, file: chosen, onProgress: setProgress },
      { onSettled: () => setProgress(null) },
    );
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (once fixed) is noticed.
    event.target.value = '';
    if (chosen) check(chosen, kind);
  }

  async function download(templateFormat: ExportFormat) {
    setDownloading(templateFormat);
    try {
      await downloadImportTemplate(kind, templateFormat);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDownloading(null);
    }
  }

  function runImport() {
    if (!file) return;
    setProgress(0);
    commit.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: (imported) => {
          setConfirming(false);
          setDone(imported);
          preview.reset();
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
          notify.success(
            t(`tools.import.done.${imported.kind}`, {
              count: imported.imported,
              formatted: format.number(imported.imported),
            }),
          );
        },
        onError: () => setConfirming(false),
        onSettled: () => setProgress(null),
      },
    );
  }

  const required = IMPORT_REQUIRED_COLUMNS[kind]
    .map((key) => t(`imports.column.${key}`))
    .join(', ');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('tools.import.heading')}
          </Typography>
          <Typography color="text.secondary">{t('tools.import.intro')}</Typography>
        </div>

        <FormControl disabled={busy}>
          <FormLabel id={kindLabelId}>{t('tools.import.kindLabel')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={kindLabelId}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ImportKind);
              reset();
            }}
          >
            {IMPORT_KINDS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`tools.import.kinds.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>

        <div>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('tools.import.templateTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('tools.import.templateHelp', {
              columns: required,
              maxMb: MAX_MB,
            })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={downloading === 'csv'}
              onClick={() => void download('csv')}
            >
              {t('tools.import.templateCsv')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              loading={downloading === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('tools.import.templateExcel')}
            </Button>
          </Stack>
        </div>

        <Stack spacing={1}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFileOutlined />}
              disabled={busy}
            >
              {t('tools.import.chooseFile')}
              <input
                ref={inputRef}
                type="file"
                accept={ACCEPT}
                hidden
                onChange={onFile}
                data-testid="import-file-input"
              />
            </Button>
            {file ? (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {t('tools.import.chosenFile', { name: file.name })}
              </Typography>
            ) : null}
          </Stack>
          <div id={statusId} role="status" aria-live="polite">
            {busy ? (
              <Stack spacing={0.5}>
                <Typography variant="body2">
                  {commit.isPending ? t('tools.import.importing') : t('tools.import.checking')}
                </Typography>
                <LinearProgress
                  aria-labelledby={statusId}
                  variant={progress !== null && progress < 1 ? 'determinate' : 'indeterminate'}
                  value={Math.round((progress ?? 0) * 100)}
                />
              </Stack>
            ) : null}
          </div>
        </Stack>

        {tooLarge ? (
          <Alert severity="error" role="alert">
            {t('tools.import.tooLarge', { maxMb: MAX_MB })}
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

        {result ? (
          <>
            <ImportPreview key={`${file?.name ?? ''}-${result.totalRows}`} preview={result} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                disabled={!result.clean || busy}
                onClick={() => setConfirming(true)}
              >
                {t('tools.import.importButton', { count, formatted })}
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={t(`tools.import.confirmTitle.${kind}`)}
        description={t(`tools.import.confirmText.${kind}`, { count, formatted })}
        confirmLabel={t(`tools.import.confirmButton.${kind}`, { count, formatted })}
        busy={commit.isPending}
        onConfirm={runImport}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

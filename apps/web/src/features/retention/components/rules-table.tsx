// The retention rules as a table the super admin edits: per kind, how long it is kept (in its
// unit, within its limits), whether the rule applies, and what the next run removes under the
// rule as saved (its cut-off and count). Saved with one button; the server's refusal shows above.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RETENTION_LIMITS,
  type RetentionKind,
  type RetentionKindPreview,
  type RetentionOverview,
} from '@portal/shared';
import { useCommonTranslation } from '../../../lib/i18n/common-translation';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSaveRetentionRules } from '../api/save-retention-rules';
import { useRetentionTranslation } from '../i18n';

type Drafts = Record<string, { period: string; enabled: boolean }>;

function draftsOf(overview: RetentionOverview): Drafts {
  return Object.fromEntries(
    overview.kinds.map((kind) => [
      kind.kind,
      { period: String(kind.period), enabled: kind.enabled },
    ]),
  );
}

function RuleRow({
  kind,
  draft,
  onChange,
}: {
  kind: RetentionKindPreview;
  draft: { period: string; enabled: boolean };
  onChange: (draft: { period: string; enabled: boolean }) => void;
}) {
  const { t } = useRetentionTranslation();
  const format = useFormat();
  const limits = RETENTION_LIMITS[kind.kind];
  const unit = t(`retention.units.${limits.unit}`);
  const name = t(`retention.kinds.${kind.kind}`);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography variant="body2">{name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`retention.source.${kind.source}`)}
        </Typography>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          type="number"
          label={`${t('retention.fields.period')} (${unit})`}
          value={draft.period}
          onChange={(event) => onChange({ ...draft, period: event.target.value })}
          helperText={t('retention.limits', { min: limits.min, max: limits.max, unit })}
          slotProps={{
            htmlInput: {
              min: limits.min,
              max: limits.max,
              'aria-label': `${name}: ${t('retention.fields.period')} (${unit})`,
            },
          }}
          sx={{ maxWidth: 160 }}
        />
      </TableCell>
      <TableCell>
        <Switch
          checked={draft.enabled}
          onChange={(event) => onChange({ ...draft, enabled: event.target.checked })}
          slotProps={{ input: { 'aria-label': `${name}: ${t('retention.fields.enabled')}` } }}
        />
      </TableCell>
      <TableCell>{kind.cutoff ? format.date(kind.cutoff) : t('retention.off')}</TableCell>
      <TableCell align="right">{format.number(kind.count)}</TableCell>
    </TableRow>
  );
}

export function RulesTable({ overview }: { overview: RetentionOverview }) {
  const { t } = useRetentionTranslation();
  const common = useCommonTranslation();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(overview));
  const save = useSaveRetentionRules();
  const submit = () =>
    save.mutate(
      overview.kinds.map((kind) => ({
        kind: kind.kind,
        period: Number(drafts[kind.kind]?.period),
        enabled: drafts[kind.kind]?.enabled ?? kind.enabled,
      })),
      {
        onSuccess: (saved) => {
          setDrafts(draftsOf(saved));
          notify.success(t('retention.saved'));
        },
      },
    );
  return (
    <Stack spacing={2}>
      {save.error ? <Alert severity="error">{getErrorMessage(save.error, common.t)}</Alert> : null}
      <TableContainer>
        <Table aria-label={t('retention.rulesLabel')} size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('retention.fields.kind')}</TableCell>
              <TableCell>{t('retention.fields.period')}</TableCell>
              <TableCell>{t('retention.fields.enabled')}</TableCell>
              <TableCell>{t('retention.fields.cutoff')}</TableCell>
              <TableCell align="right">{t('retention.fields.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.kinds.map((kind) => (
              <RuleRow
                key={kind.kind}
                kind={kind}
                draft={drafts[kind.kind as RetentionKind] ?? { period: '', enabled: false }}
                onChange={(draft) => setDrafts((current) => ({ ...current, [kind.kind]: draft }))}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row">
        <Button variant="outlined" onClick={submit} loading={save.isPending}>
          {t('retention.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

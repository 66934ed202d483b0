// The retention rules as they apply: per kind, how long it is kept (in its unit), whether the
// rule applies, where it comes from (the super admin's rule, the default, or a stored rule that
// could not be read), and what the next run removes under it (its cut-off and count). "Change
// the rules" opens the rules' form dialog; its code and validator load when it first opens.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RetentionKindPreview, RetentionOverview } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { useFormat } from '../../../lib/format';
import { useRetentionTranslation } from '../i18n';

const RulesDialog = lazyFormDialog(() => import('./rules-dialog'));

function RuleRow({ kind }: { kind: RetentionKindPreview }) {
  const { t } = useRetentionTranslation();
  const format = useFormat();
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Typography variant="body2">{t(`retention.kinds.${kind.kind}`)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`retention.source.${kind.source}`)}
        </Typography>
      </TableCell>
      <TableCell>{`${format.number(kind.period)} ${t(`retention.units.${kind.unit}`)}`}</TableCell>
      <TableCell>{kind.enabled ? t('retention.on') : t('retention.off')}</TableCell>
      <TableCell>{kind.cutoff ? format.date(kind.cutoff) : t('retention.off')}</TableCell>
      <TableCell align="right">{format.number(kind.count)}</TableCell>
    </TableRow>
  );
}

export function RulesTable({ overview }: { overview: RetentionOverview }) {
  const { t } = useRetentionTranslation();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Stack spacing={2}>
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
              <RuleRow key={kind.kind} kind={kind} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row">
        <Button variant="outlined" sx={{ minHeight: 44 }} onClick={() => setIsEditing(true)}>
          {t('retention.edit')}
        </Button>
      </Stack>
      <RulesDialog open={isEditing} overview={overview} onClose={() => setIsEditing(false)} />
    </Stack>
  );
}

// The years table's columns: name, dates, status, the yearly flags and, for whoever may, a
// year's Edit, Letters, Run recommit and Run upgrade (a draft or the available year; once run,
// marked done) and Activate.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { PERIOD_SORT_FIELDS, Period, PeriodStatus } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { usePeriodsTranslation } from '../i18n';

/** Colours with enough contrast for their text (the available year stands out). */
const STATUS_CHIPS: Record<
  PeriodStatus,
  { color: 'default' | 'success'; variant: 'filled' | 'outlined' }
> = {
  draft: { color: 'default', variant: 'outlined' },
  available: { color: 'success', variant: 'filled' },
  closed: { color: 'default', variant: 'filled' },
};

interface PeriodActionsOptions {
  /** Whether the user edits and activates years. */
  canChange: boolean;
  canSeeLetters: boolean;
  onEdit: (period: Period) => void;
  onLetters: (period: Period) => void;
  onActivate: (period: Period) => void;
  onRecommit: (period: Period) => void;
  onUpgrade: (period: Period) => void;
}

/** A yearly run's button, or once it has run, a mark saying so. */
function RunAction({
  period,
  hasRun,
  run,
  onRun,
}: {
  period: Period;
  hasRun: boolean;
  run: 'recommit' | 'upgrade';
  onRun: (period: Period) => void;
}) {
  const { t } = usePeriodsTranslation();
  if (hasRun) return <Chip size="small" variant="outlined" label={t(`periods.${run}.doneMark`)} />;
  return (
    <Button
      size="small"
      onClick={() => onRun(period)}
      aria-label={t(`periods.${run}.named`, { name: period.name })}
    >
      {t(`periods.${run}.button`)}
    </Button>
  );
}

/** Edit (not for a closed year), Letters, the yearly runs (not for a closed year), and Activate for a draft. */
function PeriodActions({
  period,
  canChange,
  canSeeLetters,
  onEdit,
  onLetters,
  onActivate,
  onRecommit,
  onUpgrade,
}: PeriodActionsOptions & { period: Period }) {
  const { t } = usePeriodsTranslation();
  const canChangeYear = canChange && period.status !== 'closed';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {canChangeYear ? (
        <Button
          size="small"
          onClick={() => onEdit(period)}
          aria-label={t('periods.editNamed', { name: period.name })}
        >
          {t('periods.edit')}
        </Button>
      ) : null}
      {canSeeLetters ? (
        <Button
          size="small"
          onClick={() => onLetters(period)}
          aria-label={t('periods.letters.named', { name: period.name })}
        >
          {t('periods.letters.button')}
        </Button>
      ) : null}
      {canChangeYear ? (
        <>
          <RunAction period={period} hasRun={period.recommited} run="recommit" onRun={onRecommit} />
          <RunAction period={period} hasRun={period.upgraded} run="upgrade" onRun={onUpgrade} />
        </>
      ) : null}
      {canChange && period.status === 'draft' ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onActivate(period)}
          aria-label={t('periods.activate.confirm', { name: period.name })}
        >
          {t('periods.activate.button')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function usePeriodColumns(
  actions: PeriodActionsOptions,
): Array<DataTableColumn<Period, (typeof PERIOD_SORT_FIELDS)[number]>> {
  const { t } = usePeriodsTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  return [
    { id: 'name', header: t('periods.fields.name'), sortField: 'name', render: (p) => p.name },
    {
      id: 'startDate',
      header: t('periods.fields.startDate'),
      sortField: 'startDate',
      render: (p) => format.day(p.startDate),
      hideOnPhone: true,
    },
    {
      id: 'endDate',
      header: t('periods.fields.endDate'),
      render: (p) => format.day(p.endDate),
      hideOnPhone: true,
    },
    {
      id: 'status',
      header: t('periods.fields.status'),
      render: (p) => (
        <Chip size="small" {...STATUS_CHIPS[p.status]} label={t(`periods.status.${p.status}`)} />
      ),
    },
    {
      id: 'recommited',
      header: t('periods.fields.recommited'),
      render: (p) => yesNo(p.recommited),
      hideOnPhone: true,
    },
    {
      id: 'upgraded',
      header: t('periods.fields.upgraded'),
      render: (p) => yesNo(p.upgraded),
      hideOnPhone: true,
    },
    ...(actions.canChange || actions.canSeeLetters
      ? [
          {
            id: 'actions',
            header: t('periods.fields.actions'),
            render: (p: Period) => <PeriodActions period={p} {...actions} />,
          },
        ]
      : []),
  ];
}

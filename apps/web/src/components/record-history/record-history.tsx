// The History section of a record's screen: who changed, viewed or downloaded it, when, and what
// changed (each field by its name on the screen, before -> after, each value in words:
// history-value.ts). Closed at first: it is read when opened, so looking at a record does not
// also read its history.
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AuditEntity, AuditItem } from '@portal/shared';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { LoadingSkeleton } from '../feedback/loading-skeleton';
import { meaningfulChanges } from '../../lib/audit-changes';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { useFormat } from '../../lib/format';
import { useRecordHistory } from './history-queries';
import { historyValueText, type HistoryValueLabel } from './history-value';

export interface RecordHistoryProps {
  entity: AuditEntity;
  id: number;
  /** A field's name as the record's screen labels it (the raw name when it has none). */
  fieldLabel: (field: string) => string;
  /** The screen's word for a code of one of its fields (a status, a kind). */
  valueLabel?: HistoryValueLabel;
}

const ACTION_KEYS = {
  create: 'history.actions.create',
  update: 'history.actions.update',
  delete: 'history.actions.delete',
  view: 'history.actions.view',
  export: 'history.actions.export',
  download: 'history.actions.download',
  erase: 'history.actions.erase',
} as const;

function HistoryEntry({
  item,
  names,
  fieldLabel,
  valueLabel,
}: {
  item: AuditItem;
  names: Readonly<Record<string, string>>;
  fieldLabel: RecordHistoryProps['fieldLabel'];
  valueLabel: RecordHistoryProps['valueLabel'];
}) {
  const { t } = useCommonTranslation();
  const format = useFormat();
  const values = { t, format, names, valueLabel };
  const who = item.actor.name ?? t('history.system');
  const changes = meaningfulChanges(item.changes);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} data-testid="history-entry">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {format.date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}
      </Typography>
      <Typography variant="body1">
        {t('history.entry', { who, action: t(ACTION_KEYS[item.action]) })}
      </Typography>
      {changes.length > 0 && (
        <List dense disablePadding sx={{ pl: 2 }}>
          {changes.map((change) => (
            <ListItem key={change.field} disableGutters sx={{ display: 'block', py: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('history.change', {
                  field: fieldLabel(change.field),
                  before: historyValueText(change.field, change.before, values),
                  after: historyValueText(change.field, change.after, values),
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </ListItem>
  );
}

function HistoryEntries({ entity, id, fieldLabel, valueLabel }: RecordHistoryProps) {
  const { t } = useCommonTranslation();
  const history = useRecordHistory(entity, id, true);
  if (history.isPending) return <LoadingSkeleton lines={3} />;
  if (history.isError)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const items = history.data.pages.flatMap((page) => page.items);
  const names = Object.fromEntries(
    history.data.pages.flatMap((page) => Object.entries(page.names)),
  );
  if (items.length === 0) return <EmptyState message={t('history.empty')} />;
  return (
    <>
      <List disablePadding aria-label={t('history.title')}>
        {items.map((item) => (
          <HistoryEntry
            key={item.id}
            item={item}
            names={names}
            fieldLabel={fieldLabel}
            valueLabel={valueLabel}
          />
        ))}
      </List>
      {history.hasNextPage && (
        <Button
          sx={{ mt: 1, minHeight: 44 }}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('history.older')}
        </Button>
      )}
    </>
  );
}

export function RecordHistory(props: RecordHistoryProps) {
  const { t } = useCommonTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Accordion
      sx={{ mt: 3 }}
      expanded={isOpen}
      onChange={(_event, isExpanded) => setIsOpen(isExpanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="record-history"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="h6">
          {t('history.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{isOpen && <HistoryEntries {...props} />}</AccordionDetails>
    </Accordion>
  );
}

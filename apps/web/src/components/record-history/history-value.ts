// A value of a History entry as words: a place or an account by its name (the history answers
// them beside its entries), a file as "a file", a code by the screen's word for it, a day or a
// moment in the user's language and zone; "(empty)", "Yes" and "No" for the rest of the plain
// values. Whatever is left shows as it was stored.
import { auditReference, auditReferenceKey } from '@portal/shared';
import { isBlankAuditValue } from '../../lib/audit-changes';
import type { CommonTranslation } from '../../lib/i18n/common-translation';
import type { useFormat } from '../../lib/format';

/** A screen's word for a code of one of its fields (a state, a kind), when it has one. */
export type HistoryValueLabel = (field: string, value: string) => string | undefined;

export interface HistoryValueContext {
  t: CommonTranslation['t'];
  format: Pick<ReturnType<typeof useFormat>, 'date' | 'day'>;
  /** The names of the records the entries point to, keyed `school:12` (the history's answer). */
  names: Readonly<Record<string, string>>;
  valueLabel?: HistoryValueLabel | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A file's id (a photo, a signed document): the History says that one was there. */
function isFileField(field: string): boolean {
  return /FileId$|^fileId$/.test(field);
}

function stringText(field: string, value: string, context: HistoryValueContext): string {
  const label = context.valueLabel?.(field, value);
  if (label !== undefined) return label;
  if (DAY.test(value)) return context.format.day(value);
  if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) {
    return context.format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  }
  return value;
}

export function historyValueText(
  field: string,
  value: unknown,
  context: HistoryValueContext,
): string {
  const { t } = context;
  if (isBlankAuditValue(value)) return t('history.noValue');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  const reference = auditReference(field, value);
  if (reference) {
    return (
      context.names[auditReferenceKey(reference.kind, reference.id)] ??
      t('history.recordNumber', { id: reference.id })
    );
  }
  if (isFileField(field) && typeof value === 'number') return t('history.aFile');
  if (typeof value === 'string') return stringText(field, value, context);
  return JSON.stringify(value);
}

/** A screen's `fieldLabel`: the field's label from the screen's keys, or its own name. */
export function fieldLabelsFrom<Key extends string>(
  keys: Readonly<Record<string, Key>>,
  t: (key: Key) => string,
): (field: string) => string {
  return (field) => {
    const key = keys[field];
    return key === undefined ? field : t(key);
  };
}

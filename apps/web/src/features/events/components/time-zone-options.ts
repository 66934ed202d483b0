// The time zones an event may be in, for the form's select: every zone the browser knows (IANA
// ids, read as "America/New York"), with the programme's default, UTC and the event's own zone
// even where the browser's list lacks them.
import { DEFAULT_EVENT_TIME_ZONE, isTimeZone } from '@portal/shared';
import type { SelectOption } from '../../../components/form/form-select-field';

export function timeZoneOptions(current: string): SelectOption[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([DEFAULT_EVENT_TIME_ZONE, 'UTC', current, ...known]);
  return [...zones]
    .filter(isTimeZone)
    .sort()
    .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

// The live count of the audience being built: asked for once the audience has not changed for
// a moment, said in words ("N recipients; M left out: unsubscribed U, bouncing B") in a polite
// live region, and the sample of recipients handed to the preview.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { AudienceQuery, AudienceSummary } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useAudienceCount } from '../api/count-audience';
import { useEmailTranslation } from '../i18n';

export const AUDIENCE_COUNT_DELAY_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The count of `audience` (null: not countable yet), asked for after a pause in the changes. */
export function useSettledAudienceCount(audience: AudienceQuery['audience'] | null) {
  // The audience is rebuilt on every render: compared by its JSON, asked for when it settles.
  const text = audience === null ? null : JSON.stringify(audience);
  const settledText = useSettled(text, AUDIENCE_COUNT_DELAY_MS);
  const body = useMemo(
    () =>
      settledText === null
        ? null
        : { audience: JSON.parse(settledText) as AudienceQuery['audience'] },
    [settledText],
  );
  return useAudienceCount(body);
}

export function AudienceCount({
  count,
}: {
  count: { data?: AudienceSummary; isFetching: boolean; error: unknown };
}) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const { data } = count;
  return (
    <div aria-live="polite" data-testid="audience-count">
      {count.error ? (
        <Alert severity="error">
          {t('composer.audience.countError', { message: getErrorMessage(count.error, t) })}
        </Alert>
      ) : data ? (
        <Typography sx={{ fontWeight: 500, opacity: count.isFetching ? 0.6 : 1 }}>
          {t('composer.audience.count', {
            recipients: format.number(data.recipients),
            left: format.number(data.skipped.unsubscribed + data.skipped.bouncing),
            unsubscribed: format.number(data.skipped.unsubscribed),
            bouncing: format.number(data.skipped.bouncing),
          })}
        </Typography>
      ) : count.isFetching ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('composer.audience.counting')}</Typography>
      ) : null}
    </div>
  );
}

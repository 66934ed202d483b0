// "Run now": a confirmation that lists what the run removes per kind (the preview on screen),
// then a run with that preview's moment, so that it removes exactly what was shown.
import { useState } from 'react';
import Button from '@mui/material/Button';
import type { RetentionOverview } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { useCommonTranslation } from '../../../lib/i18n/common-translation';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRunRetention } from '../api/run-retention';
import { useRetentionTranslation } from '../i18n';

export function RunNow({ overview }: { overview: RetentionOverview }) {
  const { t } = useRetentionTranslation();
  const common = useCommonTranslation();
  const format = useFormat();
  const [isOpen, setIsOpen] = useState(false);
  const run = useRunRetention();
  const total = overview.kinds.reduce((sum, kind) => sum + kind.count, 0);
  const removing = overview.kinds.filter((kind) => kind.count > 0);
  const confirm = () =>
    run.mutate(overview.asOf, {
      onSuccess: (done) => {
        const removed = Object.values(done.removed).reduce((sum, count) => sum + count, 0);
        notify.success(t('retention.ran', { count: removed }));
        setIsOpen(false);
      },
      onError: (error) => {
        notify.error(getErrorMessage(error, common.t));
        setIsOpen(false);
      },
    });
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setIsOpen(true)}>
        {t('retention.runNow')}
      </Button>
      <ConfirmDialog
        open={isOpen}
        title={t('retention.confirmTitle')}
        description={
          total === 0 ? (
            t('retention.nothingToRemove')
          ) : (
            <>
              {t('retention.confirmIntro')}
              <ul>
                {removing.map((kind) => (
                  <li key={kind.kind}>
                    {t('retention.confirmLine', {
                      kind: t(`retention.kinds.${kind.kind}`),
                      amount: format.number(kind.count),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )
        }
        confirmLabel={t('retention.confirmAction', { amount: format.number(total) })}
        onConfirm={confirm}
        onCancel={() => setIsOpen(false)}
        busy={run.isPending}
        destructive
      />
    </>
  );
}

// A coordinator's return of a submitted part to its sponsor: which part the dialog is open for,
// and the return itself, put into the screen's cached parts when it succeeds.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Assessment, Assessments } from '@portal/shared';
import { notify } from '../../../lib/notify';
import { sponsorAssessmentsKey, withPart } from '../api/assessment-keys';
import { useReturnAssessment } from '../api/return-assessment';
import { useAssessmentsTranslation } from '../i18n';

export function useReturnPart(sponsorId: number, periodId: string | undefined) {
  const { t } = useAssessmentsTranslation();
  const queryClient = useQueryClient();
  const giveBack = useReturnAssessment();
  const [returning, setReturning] = useState<Assessment | null>(null);

  async function confirmReturn(comment: string, { sponsor, year }: Assessments) {
    if (!returning || !year) return;
    const partName = t(`assessments.parts.${returning.part}`);
    try {
      const returned = await giveBack.mutateAsync({
        sponsorId: sponsor.id,
        part: returning.part,
        periodId: year.id,
        comment,
      });
      queryClient.setQueryData<Assessments>(sponsorAssessmentsKey(sponsorId, periodId), (old) =>
        old ? withPart(old, returned) : old,
      );
      setReturning(null);
      giveBack.reset();
      notify.success(t('assessments.review.returned', { part: partName, name: sponsor.fullName }));
    } catch {
      // Shown in the dialog, which stays open with the comment.
    }
  }

  return {
    returning,
    startReturn: (part: Assessment) => {
      giveBack.reset();
      setReturning(part);
    },
    cancelReturn: () => setReturning(null),
    confirmReturn,
    isReturning: giveBack.isPending,
    returnError: giveBack.error,
  };
}

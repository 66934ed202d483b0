// /edrocks/sponsors/:id/assessments: a coordinator reads one sponsor's five parts of a year (the
// available one unless the address names another, `?periodId=`). Submitted and returned texts
// are shown; a draft is the sponsor's own until submitted, so it only says "Not submitted yet".
// A role that may review (area `assessmentReview`) returns a submitted part with a comment.
import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { canWrite, type Assessment } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { yearChoice } from '../../../components/report';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSponsorAssessments } from '../api/get-sponsor-assessments';
import { useYears } from '../api/get-years';
import { useAssessmentsTranslation } from '../i18n';
import { ReturnDialog } from './return-dialog';
import { ReturnedNote } from './returned-note';
import { PartSection, PartText } from './part-section';
import { SponsorAssessmentsHeader } from './sponsor-assessments-header';
import { useReturnPart } from './use-return-part';

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function SponsorAssessments() {
  const { t } = useAssessmentsTranslation();
  const { id } = useParams();
  const sponsorId = Number(id);
  const [params, setParams] = useSearchParams();
  const periodId = params.get('periodId') ?? undefined;
  const role = useSession().userData?.role;
  const canReturn = role !== undefined && canWrite(role, 'assessmentReview');
  const assessments = useSponsorAssessments(sponsorId, periodId);
  const periods = useYears();
  const years = yearChoice(periods.data?.items, periodId);
  const { returning, startReturn, cancelReturn, confirmReturn, isReturning, returnError } =
    useReturnPart(sponsorId, periodId);

  function chooseYear(chosen: string | undefined) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (chosen) next.set('periodId', chosen);
      else next.delete('periodId');
      return next;
    });
  }

  if (assessments.isPending) return <LoadingSkeleton lines={6} />;
  if (assessments.isError) {
    // An unknown sponsor, or one outside an admin's schools: nothing to retry.
    return isNotFound(assessments.error) ? (
      <ErrorState error={assessments.error} />
    ) : (
      <ErrorState error={assessments.error} onRetry={() => void assessments.refetch()} />
    );
  }
  const data = assessments.data;
  const sponsorName = data.sponsor.fullName;
  const year = data.year;

  return (
    <Stack spacing={2} data-testid="sponsor-assessments">
      <SponsorAssessmentsHeader data={data} years={years} onChooseYear={chooseYear} />
      {!year ? (
        <EmptyState message={t('assessments.review.noYear')} />
      ) : (
        data.parts.map((part) => (
          <ReviewPart
            key={part.part}
            assessment={part}
            canReturn={canReturn}
            onReturn={() => startReturn(part)}
          />
        ))
      )}
      {returning ? (
        <ReturnDialog
          partName={t(`assessments.parts.${returning.part}`)}
          sponsorName={sponsorName}
          busy={isReturning}
          error={returnError}
          onConfirm={(comment) => void confirmReturn(comment, data)}
          onCancel={cancelReturn}
        />
      ) : null}
    </Stack>
  );
}

/** One part as a coordinator reads it. */
function ReviewPart({
  assessment,
  canReturn,
  onReturn,
}: {
  assessment: Assessment;
  canReturn: boolean;
  onReturn: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const format = useFormat();
  const headingId = useId();
  const hasText =
    (assessment.status === 'submitted' || assessment.status === 'returned') &&
    assessment.text !== null;
  return (
    <PartSection assessment={assessment} headingId={headingId} heading="h3" spacing={1.5}>
      {assessment.status === 'returned' && assessment.returnComment ? (
        <ReturnedNote assessment={assessment} />
      ) : null}
      {hasText ? (
        <>
          <PartText text={assessment.text} testId="assessment-text" />
          {assessment.submittedAt ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('assessments.submittedOn', { date: format.date(assessment.submittedAt) })}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          {t('assessments.review.notSubmitted')}
        </Typography>
      )}
      {canReturn && assessment.status === 'submitted' ? (
        <Box>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<UndoOutlined />}
            onClick={onReturn}
            aria-describedby={headingId}
            sx={{ minHeight: 44 }}
          >
            {t('assessments.review.returnButton')}
          </Button>
        </Box>
      ) : null}
    </PartSection>
  );
}

// POST /edrocks/api/sponsors/:id/assessments/:part/return {periodId, comment} -> the part, back
// with its sponsor with the comment (409 ASSESSMENT_NOT_SUBMITTED when it is not submitted).
import { useMutation } from '@tanstack/react-query';
import { ASSESSMENT_ENDPOINTS, type AssessmentPart } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export interface ReturnAssessmentInput {
  sponsorId: number;
  part: AssessmentPart;
  periodId: number;
  comment: string;
}

export function returnAssessment({ sponsorId, part, periodId, comment }: ReturnAssessmentInput) {
  return callEndpoint(ASSESSMENT_ENDPOINTS.returnPart, {
    params: { id: sponsorId, part },
    body: { periodId, comment },
  });
}

export function useReturnAssessment() {
  return useMutation({ mutationFn: returnAssessment });
}

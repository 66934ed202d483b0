// PUT /edrocks/api/assessments/mine/:part {text} -> the part, saved as a draft (any length;
// 409 ASSESSMENT_SUBMITTED once submitted, 409 NO_AVAILABLE_YEAR without a year).
import { ASSESSMENT_ENDPOINTS, type AssessmentPart } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function saveAssessmentDraft(part: AssessmentPart, text: string) {
  return callEndpoint(ASSESSMENT_ENDPOINTS.saveDraft, { params: { part }, body: { text } });
}

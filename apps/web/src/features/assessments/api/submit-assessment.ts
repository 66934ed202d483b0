// POST /edrocks/api/assessments/mine/:part/submit {text} -> the part, submitted (400 with the
// field issue "Min {num} characters" when too short; 409 ASSESSMENT_SUBMITTED when it already is).
import { ASSESSMENT_ENDPOINTS, type AssessmentPart } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function submitAssessment(part: AssessmentPart, text: string) {
  return callEndpoint(ASSESSMENT_ENDPOINTS.submit, { params: { part }, body: { text } });
}

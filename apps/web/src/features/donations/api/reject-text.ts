// POST /edrocks/api/donations/review/:kind/:id/reject {revision} -> {kind, id, decision}: no page
// ever shows the text; 409 TEXT_REVIEW_CHANGED when it changed or was decided since the list was
// read; 404 outside the coordinator's scope.
import { DONATION_ENDPOINTS, type TextReviewItem } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function rejectText(target: Pick<TextReviewItem, 'kind' | 'id' | 'revision'>) {
  return callEndpoint(DONATION_ENDPOINTS.rejectText, {
    params: { kind: target.kind, id: target.id },
    body: { revision: target.revision },
  });
}

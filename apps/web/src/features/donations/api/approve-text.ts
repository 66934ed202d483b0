// POST /edrocks/api/donations/review/:kind/:id/approve {revision} -> {kind, id, decision}: the
// page shows the text from now on; 409 TEXT_REVIEW_CHANGED when it changed or was decided since
// the list was read; 404 outside the coordinator's scope.
import { DONATION_ENDPOINTS, type TextReviewItem } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function approveText(target: Pick<TextReviewItem, 'kind' | 'id' | 'revision'>) {
  return callEndpoint(DONATION_ENDPOINTS.approveText, {
    params: { kind: target.kind, id: target.id },
    body: { revision: target.revision },
  });
}

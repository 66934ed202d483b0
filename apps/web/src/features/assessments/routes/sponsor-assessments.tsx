// /edrocks/sponsors/:id/assessments: one sponsor's assessments for coordinators. An id that is
// not a record id cannot name a sponsor: it says so without asking the server.
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/error-state';
import { ApiError } from '../../../lib/api-client';
import { SponsorAssessments } from '../components/sponsor-assessments';

const NOT_FOUND = new ApiError({ status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound' });

export default function SponsorAssessmentsRoute() {
  const { id } = useParams();
  const isRecordId = /^[1-9]\d{0,9}$/.test(id ?? '');
  return isRecordId ? <SponsorAssessments key={id} /> : <ErrorState error={NOT_FOUND} />;
}

// The History section of a sponsor's screen, for the coordinators who reach the sponsor: each
// recorded field by its label on this screen.
import { RecordHistory } from '../../../components/record-history/record-history';
import { fieldLabelsFrom } from '../../../components/record-history/history-value';
import { useSponsorsTranslation } from '../i18n';

const HISTORY_FIELD_KEYS = {
  firstName: 'sponsors.fields.firstName',
  lastName: 'sponsors.fields.lastName',
  email: 'sponsors.fields.email',
  phone: 'sponsors.fields.phone',
  schoolId: 'sponsors.fields.school',
  birthdate: 'sponsors.fields.birthdate',
  userId: 'sponsors.fields.account',
  active: 'sponsors.fields.active',
  leadershipDistinction: 'sponsors.fields.leadershipDistinction',
  photoFileId: 'sponsors.fields.photo',
} as const;

export function SponsorHistory({ sponsorId }: { sponsorId: number }) {
  const { t } = useSponsorsTranslation();
  const fieldLabel = fieldLabelsFrom(HISTORY_FIELD_KEYS, t);
  return <RecordHistory entity="sponsor" id={sponsorId} fieldLabel={fieldLabel} />;
}

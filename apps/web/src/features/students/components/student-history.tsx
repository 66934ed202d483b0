// The History section of a student's screen: each recorded field by its label on this screen, and
// the codes of the lists (gender, grade, status) in the user's language.
import { RecordHistory } from '../../../components/record-history/record-history';
import { fieldLabelsFrom } from '../../../components/record-history/history-value';
import { lookupLabel, type TranslatedList } from '../../../lib/lookups';
import { useStudentsTranslation } from '../i18n';

/** The History's names of a student's recorded fields: the labels of the student's screen. */
const HISTORY_FIELD_KEYS = {
  firstName: 'students.fields.firstName',
  lastName: 'students.fields.lastName',
  birthdate: 'students.fields.birthdate',
  gender: 'students.fields.gender',
  grade: 'students.fields.grade',
  status: 'students.fields.status',
  schoolId: 'students.fields.school',
  villageId: 'students.fields.village',
  countryId: 'students.fields.country',
  externalId: 'students.fields.externalId',
  leadershipDistinction: 'students.fields.leadershipDistinction',
  photoFileId: 'students.fields.photo',
  guardianAuthorisationSignedOn: 'students.guardian.signedOn',
  guardianAuthorisationFileId: 'students.guardian.file',
} as const;

/** The fields whose values are codes of a translated list. */
const LIST_FIELDS: Readonly<Record<string, TranslatedList>> = {
  gender: 'genders',
  grade: 'grades',
  status: 'status',
};

export function StudentHistory({ studentId }: { studentId: number }) {
  const { t } = useStudentsTranslation();
  const fieldLabel = fieldLabelsFrom(HISTORY_FIELD_KEYS, t);
  const valueLabel = (field: string, code: string) => {
    const list = LIST_FIELDS[field];
    return list ? lookupLabel(t, list, { code, name: code }) : undefined;
  };
  return (
    <RecordHistory
      entity="student"
      id={studentId}
      fieldLabel={fieldLabel}
      valueLabel={valueLabel}
    />
  );
}

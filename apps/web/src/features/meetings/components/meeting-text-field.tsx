// The meeting forms' inputs (a time, a number of minutes, several lines of notes, the small
// inputs of a schedule row), with field messages translated by the meetings feature.
import type { FieldValues } from 'react-hook-form';
import { FormInputField, type FormInputFieldProps } from '../../../components/form';
import { useMeetingsTranslation } from '../i18n';

export type MeetingTextFieldProps<Values extends FieldValues, Output = Values> = Omit<
  FormInputFieldProps<Values, Output>,
  't'
>;

export function MeetingTextField<Values extends FieldValues, Output = Values>(
  props: MeetingTextFieldProps<Values, Output>,
) {
  const { t } = useMeetingsTranslation();
  return <FormInputField {...props} t={t} />;
}

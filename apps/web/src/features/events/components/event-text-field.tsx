// The event form's inputs (text, several lines, a moment, a whole number or an amount), with
// field messages translated by the events feature.
import type { FieldValues } from 'react-hook-form';
import { FormInputField, type FormInputFieldProps } from '../../../components/form';
import { useEventsTranslation } from '../i18n';

export type EventTextFieldProps<Values extends FieldValues> = Omit<
  FormInputFieldProps<Values>,
  't'
>;

export function EventTextField<Values extends FieldValues>(props: EventTextFieldProps<Values>) {
  const { t } = useEventsTranslation();
  return <FormInputField {...props} t={t} />;
}

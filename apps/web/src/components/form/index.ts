export { FormTextField } from './form-text-field';
export { FormErrorAlert } from './form-error-alert';
export { SubmitButton } from './submit-button';
export { applyServerIssues } from './server-errors';
export {
  FormDialog,
  FormDialogActions,
  FormGrid,
  FormCheckboxField,
  useServerAwareSubmit,
} from './form-dialog';
export { FormInputField, type FormInputFieldProps } from './form-input-field';
export { lazyFormDialog } from './lazy-form-dialog';
export { useDialogFullScreen } from './use-dialog-full-screen';
export { FileChooserButton, type FileChooserButtonProps } from './file-chooser-button';
export { UploadStatus } from './upload-status';
export { PersonNameFields, PhoneAndLanguageFields } from './person-fields';

// The body of every upload (a photo, an import file): one multipart field, UPLOAD_FIELD.
import { UPLOAD_FIELD } from '@portal/shared';

export function uploadForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}

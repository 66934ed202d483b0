// How meetings read on every screen: the moment in the reader's language and time zone, a
// material's size, and whether a file may be added as a material.
import { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@portal/shared';
import type { AnyTranslate } from '../../../lib/i18n/feature-translation';

/** "Sep 14, 2026, 3:00 PM" / "14/09/2026, 3:00 p. m.": in the reader's own time zone. */
export const MEETING_MOMENT: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};

/** "820 KB", "2.4 MB" in the reader's language. */
export function fileSizeWords(
  t: AnyTranslate,
  bytes: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  if (bytes < 1024 * 1024) {
    return t('meetings.sizes.kb', { size: number(Math.max(1, Math.round(bytes / 1024))) });
  }
  return t('meetings.sizes.mb', {
    size: number(bytes / (1024 * 1024), { maximumFractionDigits: 1 }),
  });
}

/** Whether a chosen file may be added: an accepted extension or type, within the limit. */
export function isAcceptableMaterial(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const types: readonly string[] = Object.values(UPLOAD_CONTENT_TYPES);
  const isKnown =
    (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) || types.includes(file.type);
  return isKnown && file.size > 0 && file.size <= UPLOAD_MAX_BYTES;
}

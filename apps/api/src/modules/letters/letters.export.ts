// The columns of the letters export (CSV and Excel), with headers and values in the language of
// the request: who wrote which letter to whom, where, its subject, status and last change. Never
// the letter's text or attachment: those are read, one at a time, on the letter's page.
import { formatMessage, type Language, type LetterStatus, type MessageKey } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { LetterListRecord } from './letter-list';

const STATUS_KEYS: Record<LetterStatus, MessageKey> = {
  draft: 'lettersExport.statusDraft',
  in_review: 'lettersExport.statusInReview',
  returned: 'lettersExport.statusReturned',
  delivered: 'lettersExport.statusDelivered',
};

export function letterExportColumns(language: Language): ExportColumn<LetterListRecord>[] {
  const t = (key: MessageKey) => formatMessage(language, key);
  return [
    { header: t('lettersExport.number'), value: (row) => row.letter.number },
    {
      header: t('lettersExport.writer'),
      value: (row) =>
        t(
          row.letter.writer === 'sponsor'
            ? 'lettersExport.writerSponsor'
            : 'lettersExport.writerStudent',
        ),
    },
    {
      header: t('lettersExport.sponsor'),
      value: (row) => `${row.sponsorFirstName} ${row.sponsorLastName}`,
    },
    {
      header: t('lettersExport.student'),
      value: (row) => `${row.studentFirstName} ${row.studentLastName}`,
    },
    { header: t('lettersExport.school'), value: (row) => row.schoolName },
    { header: t('lettersExport.village'), value: (row) => row.villageName },
    { header: t('lettersExport.subject'), value: (row) => row.letter.subject },
    { header: t('lettersExport.status'), value: (row) => t(STATUS_KEYS[row.letter.status]) },
    { header: t('lettersExport.updatedAt'), value: (row) => row.letter.updatedAt },
  ];
}

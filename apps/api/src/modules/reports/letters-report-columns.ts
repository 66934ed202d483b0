// The columns of the letters report's export (CSV and Excel), with the area's own headers and
// directions in the request's language (decision 041), and each letter's title in it.
import {
  yearLetterTexts,
  type Language,
  type LetterReportRow,
  type LetterWriter,
  type LocalizedText,
} from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

export const LETTERS_REPORT_FILE: LocalizedText = {
  'en-US': 'letters-report',
  'es-CO': 'informe-cartas',
};

type Header =
  'year' | 'letter' | 'direction' | 'title' | 'dueDate' | 'sent' | 'inReview' | 'late' | 'due';

const HEADERS: Record<Language, Record<Header, string>> = {
  'en-US': {
    year: 'Year',
    letter: 'Letter',
    direction: 'Direction',
    title: 'Title',
    dueDate: 'Due date',
    sent: 'Sent',
    inReview: 'In review',
    late: 'Late',
    due: 'Due soon',
  },
  'es-CO': {
    year: 'Año',
    letter: 'Carta',
    direction: 'Dirección',
    title: 'Título',
    dueDate: 'Fecha límite',
    sent: 'Enviadas',
    inReview: 'En revisión',
    late: 'Atrasadas',
    due: 'Por vencer',
  },
};

const DIRECTIONS: Record<Language, Record<LetterWriter, string>> = {
  'en-US': { sponsor: 'Sponsor to student', student: 'Student to sponsor' },
  'es-CO': { sponsor: 'Padrino o madrina a estudiante', student: 'Estudiante a padrino o madrina' },
};

export function lettersReportColumns(yearName: string) {
  return (_t: unknown, language: Language): ExportColumn<LetterReportRow>[] => {
    const words = HEADERS[language];
    return [
      { header: words.year, value: () => yearName },
      { header: words.letter, value: (row) => row.number },
      { header: words.direction, value: (row) => DIRECTIONS[language][row.writer] },
      {
        header: words.title,
        value: (row) => yearLetterTexts({ ...row, theme: '', themeEs: '' }, language).title,
      },
      { header: words.dueDate, value: (row) => row.dueDate },
      { header: words.sent, value: (row) => row.sent },
      { header: words.inReview, value: (row) => row.inReview },
      { header: words.late, value: (row) => row.late },
      { header: words.due, value: (row) => row.due },
    ];
  };
}

// The columns of the recommitment requests' export (CSV and Excel), with headers and values in
// the language of the request: the area's own words (decision 041).
import type { DeclineReason, Language, RecommitmentState } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { RecommitmentAnswerRecord } from './recommitment-answer-list';

export const RECOMMITMENT_ANSWERS_FILE_NAME = {
  'en-US': 'recommitment-answers',
  'es-CO': 'respuestas-de-renovacion',
} as const;

interface Words {
  headers: {
    year: string;
    sponsorLastName: string;
    sponsorFirstName: string;
    email: string;
    school: string;
    studentLastName: string;
    studentFirstName: string;
    village: string;
    state: string;
    reason: string;
    note: string;
    answeredAt: string;
  };
  states: Record<RecommitmentState, string>;
  reasons: Record<DeclineReason, string>;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    headers: {
      year: 'Year',
      sponsorLastName: 'Sponsor last name',
      sponsorFirstName: 'Sponsor first name',
      email: 'Sponsor e-mail',
      school: 'School',
      studentLastName: 'Student last name',
      studentFirstName: 'Student first name',
      village: 'Village',
      state: 'State',
      reason: 'Reason',
      note: 'Note',
      answeredAt: 'Answered on',
    },
    states: {
      pending: 'Waiting for an answer',
      recommitted: 'Recommitted',
      declined: 'Changed their mind',
      carried: 'Carried over',
      lapsed: 'Lapsed',
    },
    reasons: {
      cost: 'It costs more than I can give now',
      time: 'I do not have the time',
      moving: 'I am moving',
      anotherStudent: 'I would like to sponsor another student',
      other: 'Another reason',
    },
  },
  'es-CO': {
    headers: {
      year: 'Año',
      sponsorLastName: 'Apellido del padrino',
      sponsorFirstName: 'Nombre del padrino',
      email: 'Correo del padrino',
      school: 'Colegio',
      studentLastName: 'Apellido del estudiante',
      studentFirstName: 'Nombre del estudiante',
      village: 'Vereda',
      state: 'Estado',
      reason: 'Motivo',
      note: 'Nota',
      answeredAt: 'Respondió el',
    },
    states: {
      pending: 'Esperando respuesta',
      recommitted: 'Renovó',
      declined: 'Cambió de opinión',
      carried: 'Continuó',
      lapsed: 'Terminó',
    },
    reasons: {
      cost: 'Cuesta más de lo que puedo dar ahora',
      time: 'No tengo tiempo',
      moving: 'Me voy a mudar',
      anotherStudent: 'Quisiera apadrinar a otro estudiante',
      other: 'Otro motivo',
    },
  },
};

export function recommitmentAnswerColumns(yearName: string) {
  return (_t: unknown, language: Language): ExportColumn<RecommitmentAnswerRecord>[] => {
    const { headers, states, reasons } = WORDS[language];
    return [
      { header: headers.year, value: () => yearName },
      { header: headers.sponsorLastName, value: (row) => row.sponsorLastName },
      { header: headers.sponsorFirstName, value: (row) => row.sponsorFirstName },
      { header: headers.email, value: (row) => row.sponsorEmail },
      { header: headers.school, value: (row) => row.schoolName },
      { header: headers.studentLastName, value: (row) => row.studentLastName },
      { header: headers.studentFirstName, value: (row) => row.studentFirstName },
      { header: headers.village, value: (row) => row.villageName },
      { header: headers.state, value: (row) => states[row.state] },
      { header: headers.reason, value: (row) => (row.reason ? reasons[row.reason] : '') },
      { header: headers.note, value: (row) => row.note ?? '' },
      { header: headers.answeredAt, value: (row) => row.answeredAt },
    ];
  };
}

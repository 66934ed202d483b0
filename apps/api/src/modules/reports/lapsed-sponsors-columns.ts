// The columns of the lapsed sponsors export (CSV and Excel), with the area's own headers in the
// request's language (decision 041); the end reasons read from the shared catalogue, the
// recommitment answers in the words the yearly cycle's own export uses.
import type {
  DeclineReason,
  Language,
  LapsedSponsor,
  LocalizedText,
  MessageKey,
  RecommitmentState,
} from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

export const LAPSED_SPONSORS_FILE: LocalizedText = {
  'en-US': 'lapsed-sponsors',
  'es-CO': 'padrinos-que-no-renovaron',
};

type Header =
  | 'year'
  | 'lastName'
  | 'firstName'
  | 'email'
  | 'school'
  | 'previous'
  | 'lastEnded'
  | 'endReason'
  | 'answer'
  | 'declineReason';

const WORDS: Record<
  Language,
  {
    headers: Record<Header, string>;
    states: Record<RecommitmentState, string>;
    reasons: Record<DeclineReason, string>;
  }
> = {
  'en-US': {
    headers: {
      year: 'Year',
      lastName: 'Last name',
      firstName: 'First name',
      email: 'E-mail',
      school: 'School',
      previous: 'Sponsorships the year before',
      lastEnded: 'Last ended on',
      endReason: 'End reason',
      answer: 'Recommitment answer',
      declineReason: 'Reason given',
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
      lastName: 'Apellidos',
      firstName: 'Nombres',
      email: 'Correo',
      school: 'Colegio',
      previous: 'Apadrinamientos del año anterior',
      lastEnded: 'Último terminó el',
      endReason: 'Motivo de terminación',
      answer: 'Respuesta a la renovación',
      declineReason: 'Motivo dado',
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

export function lapsedSponsorsColumns(yearName: string) {
  return (t: (key: MessageKey) => string, language: Language): ExportColumn<LapsedSponsor>[] => {
    const { headers, states, reasons } = WORDS[language];
    return [
      { header: headers.year, value: () => yearName },
      { header: headers.lastName, value: (row) => row.lastName },
      { header: headers.firstName, value: (row) => row.firstName },
      { header: headers.email, value: (row) => row.email },
      { header: headers.school, value: (row) => row.school.name },
      { header: headers.previous, value: (row) => row.previousSponsorships },
      {
        header: headers.lastEnded,
        value: (row) => (row.lastEndedAt ? new Date(row.lastEndedAt) : null),
      },
      {
        header: headers.endReason,
        value: (row) => (row.endReason ? t(`sponsorshipEndReasons.${row.endReason}`) : null),
      },
      {
        header: headers.answer,
        value: (row) => (row.recommitment ? states[row.recommitment.state] : null),
      },
      {
        header: headers.declineReason,
        value: (row) => (row.recommitment?.reason ? reasons[row.recommitment.reason] : null),
      },
    ];
  };
}

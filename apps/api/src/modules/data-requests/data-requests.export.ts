// The columns of the data requests' export (CSV and Excel), in the language of the request: the
// area's own words (decision 041). One row per request, as the queue shows it: overdue as of
// the API's today, the person's current name and e-mail when the request names an account.
import type { DataRequest, DataRequestKind, DataRequestState, Language } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

export const DATA_REQUESTS_FILE_NAME = {
  'en-US': 'data-requests',
  'es-CO': 'solicitudes-de-datos',
} as const;

interface Words {
  headers: {
    id: string;
    name: string;
    email: string;
    kind: string;
    source: string;
    recordedBy: string;
    receivedOn: string;
    dueOn: string;
    state: string;
    overdue: string;
    closedAt: string;
    message: string;
    note: string;
  };
  kinds: Record<DataRequestKind, string>;
  states: Record<DataRequestState, string>;
  sources: Record<DataRequest['source'], string>;
  yes: string;
  no: string;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    headers: {
      id: 'Request id',
      name: 'Name',
      email: 'E-mail',
      kind: 'Request',
      source: 'How it came',
      recordedBy: 'Recorded by',
      receivedOn: 'Received',
      dueOn: 'Due',
      state: 'State',
      overdue: 'Overdue',
      closedAt: 'Closed (UTC)',
      message: 'What was asked',
      note: 'Note',
    },
    kinds: {
      export: 'A copy of their data',
      erase: 'Erase their data',
      correction: 'Correct their data',
    },
    states: { open: 'Open', inProgress: 'In progress', done: 'Done', refused: 'Refused' },
    sources: { self: 'Filed by the person', staff: 'Recorded by a coordinator' },
    yes: 'Yes',
    no: 'No',
  },
  'es-CO': {
    headers: {
      id: 'Id de la solicitud',
      name: 'Nombre',
      email: 'Correo electrónico',
      kind: 'Solicitud',
      source: 'Cómo llegó',
      recordedBy: 'Registrada por',
      receivedOn: 'Recibida',
      dueOn: 'Vence',
      state: 'Estado',
      overdue: 'Vencida',
      closedAt: 'Cerrada (UTC)',
      message: 'Lo que se pidió',
      note: 'Nota',
    },
    kinds: {
      export: 'Una copia de sus datos',
      erase: 'Eliminar sus datos',
      correction: 'Corregir sus datos',
    },
    states: { open: 'Abierta', inProgress: 'En curso', done: 'Atendida', refused: 'Rechazada' },
    sources: { self: 'Presentada por la persona', staff: 'Registrada por un coordinador' },
    yes: 'Sí',
    no: 'No',
  },
};

export function dataRequestExportColumns(language: Language): ExportColumn<DataRequest>[] {
  const words = WORDS[language];
  const { headers } = words;
  return [
    { header: headers.id, value: (row) => row.id },
    { header: headers.name, value: (row) => row.person.name },
    { header: headers.email, value: (row) => row.person.email },
    { header: headers.kind, value: (row) => words.kinds[row.kind] },
    { header: headers.source, value: (row) => words.sources[row.source] },
    { header: headers.recordedBy, value: (row) => row.recordedBy.name },
    { header: headers.receivedOn, value: (row) => row.receivedOn },
    { header: headers.dueOn, value: (row) => row.dueOn },
    { header: headers.state, value: (row) => words.states[row.state] },
    { header: headers.overdue, value: (row) => (row.isOverdue ? words.yes : words.no) },
    { header: headers.closedAt, value: (row) => row.closedAt },
    { header: headers.message, value: (row) => row.message },
    { header: headers.note, value: (row) => row.note },
  ];
}

// Letters as the API answers them, for the letters tests.
import type { Letter, LetterOverview, LetterSlot, LetterSummary } from '@portal/shared';

export const emptyPage = {
  total: 0,
  totalKind: 'exact' as const,
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};

export function makeSlot(overrides: Partial<LetterSlot> & { number: number }): LetterSlot {
  return {
    title: `Letter ${overrides.number}`,
    theme: 'My family',
    dueDate: '2026-10-01',
    answerDueDate: '2026-10-31',
    mine: null,
    theirs: null,
    myDueDate: '2026-10-01',
    dueState: 'due',
    daysLeft: 10,
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<LetterOverview> = {}): LetterOverview {
  return {
    period: { id: 2, name: '2026-2027' },
    writer: 'sponsor',
    mayWrite: true,
    writeBlock: null,
    unread: 0,
    sponsorships: [
      {
        sponsorshipId: 7,
        active: true,
        writableUntil: null,
        other: { kind: 'student', id: 11, firstName: 'Ana', lastName: null, photoUrl: null },
        languages: { mine: 'en-US', theirs: 'es-CO' },
        letters: [
          makeSlot({
            number: 1,
            dueState: 'late',
            daysLeft: -3,
            mine: { id: 40, status: 'draft', updatedAt: '2026-09-01T12:00:00.000Z', sentAt: null },
          }),
          makeSlot({ number: 2, dueState: 'due', daysLeft: 5 }),
          makeSlot({
            number: 3,
            dueState: 'sent',
            daysLeft: null,
            mine: {
              id: 41,
              status: 'delivered',
              updatedAt: '2026-09-01T12:00:00.000Z',
              sentAt: '2026-09-01T12:00:00.000Z',
            },
            theirs: { id: 42, readAt: null },
          }),
          makeSlot({ number: 4, dueState: 'open', daysLeft: null, myDueDate: null }),
        ],
      },
    ],
    ...overrides,
  };
}

export function makeLetter(overrides: Partial<Letter> = {}): Letter {
  return {
    id: 50,
    sponsorshipId: 7,
    periodId: 2,
    number: 2,
    writer: { kind: 'sponsor', id: 21, firstName: 'Emily', lastName: null, photoUrl: null },
    recipient: { kind: 'student', id: 11, firstName: 'Ana', lastName: null, photoUrl: null },
    status: 'delivered',
    subject: 'Hello from Ohio',
    message: 'We had snow today.',
    originalLanguage: 'en-US',
    targetLanguage: 'es-CO',
    translatedSubject: 'Hola desde Ohio',
    translatedMessage: 'Hoy nevó.',
    translationSource: 'manual',
    attachment: null,
    returnNote: null,
    createdAt: '2026-09-01T12:00:00.000Z',
    updatedAt: '2026-09-02T12:00:00.000Z',
    sentAt: '2026-09-02T12:00:00.000Z',
    deliveredAt: '2026-09-03T12:00:00.000Z',
    readAt: null,
    canEdit: false,
    review: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<LetterSummary> = {}): LetterSummary {
  return {
    id: 42,
    sponsorshipId: 7,
    number: 3,
    writer: { kind: 'student', id: 11, firstName: 'Ana', lastName: null, photoUrl: null },
    recipient: { kind: 'sponsor', id: 21, firstName: 'Emily', lastName: null, photoUrl: null },
    status: 'delivered',
    subject: 'Mi escuela',
    hasAttachment: true,
    updatedAt: '2026-09-03T12:00:00.000Z',
    sentAt: '2026-09-02T12:00:00.000Z',
    deliveredAt: '2026-09-03T12:00:00.000Z',
    readAt: null,
    unread: true,
    ...overrides,
  };
}

export const MESSAGE = 'Call me at +57 300 123 4567 any day.';
export const PHONE = '+57 300 123 4567';
const start = MESSAGE.indexOf(PHONE);

/** A letter waiting for a coordinator: a phone number found, no translation yet. */
export function waiting(overrides: Partial<Letter> = {}): Letter {
  return makeLetter({
    id: 70,
    status: 'in_review',
    message: MESSAGE,
    translatedSubject: null,
    translatedMessage: null,
    translationSource: null,
    deliveredAt: null,
    writer: { kind: 'sponsor', id: 21, firstName: 'Emily', lastName: 'Johnson', photoUrl: null },
    recipient: { kind: 'student', id: 11, firstName: 'Ana', lastName: 'Gómez', photoUrl: null },
    review: {
      reasons: ['translation', 'safeguarding'],
      matches: [{ field: 'message', kind: 'phone', start, end: start + PHONE.length, text: PHONE }],
      detectedLanguage: 'en-US',
      pause: null,
      claimedBy: { id: 1, name: 'Ana Director' },
      claimedAt: '2026-09-02T13:00:00.000Z',
      events: [
        { action: 'sent', at: '2026-09-02T12:00:00.000Z', by: 'Emily Johnson', note: null },
        { action: 'flagged', at: '2026-09-02T12:00:00.000Z', by: null, note: null },
      ],
      village: { id: 5, name: 'Vereda El Rosal' },
      school: { id: 3, name: 'Colegio San José' },
    },
    ...overrides,
  });
}

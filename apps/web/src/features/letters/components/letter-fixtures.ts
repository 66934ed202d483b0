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
    unread: 0,
    sponsorships: [
      {
        sponsorshipId: 7,
        active: true,
        other: { kind: 'student', id: 11, firstName: 'Ana', lastName: null, photoUrl: null },
        letters: [
          makeSlot({
            number: 1,
            dueState: 'late',
            daysLeft: -3,
            mine: { id: 40, status: 'draft', updatedAt: '2026-09-01T12:00:00.000Z' },
          }),
          makeSlot({ number: 2, dueState: 'due', daysLeft: 5 }),
          makeSlot({
            number: 3,
            dueState: 'sent',
            daysLeft: null,
            mine: { id: 41, status: 'delivered', updatedAt: '2026-09-01T12:00:00.000Z' },
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

// The demo's e-mail: a finished campaign in both languages with its per-recipient log (one
// message skipped, one failed), a draft, a scheduled one, a saved template, three board members
// and two addresses left out of campaigns (one unsubscribed, one bouncing). Only into a database
// without campaigns yet.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { newMessageId, newUnsubscribeToken } from '../../lib/mail-headers';
import {
  boardMembers,
  emailCampaigns,
  emailTemplates,
  mailAddresses,
  mailOutbox,
  sponsors,
  users,
} from '../schema/index';

const DAY = 86_400_000;
const FROM = 'Edrocks <no-reply@edrocks.org>';

const THANKS = {
  subject: { 'en-US': 'Thank you, {{firstName}}!', 'es-CO': '¡Gracias, {{firstName}}!' },
  body: {
    'en-US':
      'Dear {{firstName}},\n\nThank you for writing to **{{studentFirstName}}** this year. Your letters mean a lot.\n\nThe Edrocks team',
    'es-CO':
      'Hola {{firstName}}:\n\nGracias por escribirle a **{{studentFirstName}}** este año. Tus cartas significan mucho.\n\nEl equipo de Edrocks',
  },
};

const LETTER_REMINDER = {
  subject: { 'en-US': 'Letter due {{letterDue}}', 'es-CO': 'Carta para el {{letterDue}}' },
  body: {
    'en-US': 'Hi {{firstName}},\n\n{{studentFirstName}} is waiting for your next letter.',
    'es-CO': 'Hola {{firstName}}:\n\n{{studentFirstName}} espera tu próxima carta.',
  },
};

export async function seedDemoEmail(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ id: emailCampaigns.id }).from(emailCampaigns).limit(1);
  if (existing) return;
  const [creator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'SUPER_ADMIN'))
    .orderBy(asc(users.id))
    .limit(1);
  const people = await db
    .select({ email: sponsors.email, firstName: sponsors.firstName, lastName: sponsors.lastName })
    .from(sponsors)
    .where(eq(sponsors.active, true))
    .orderBy(asc(sponsors.id))
    .limit(5);
  const startedAt = new Date(now.getTime() - 10 * DAY);
  const [finished] = await db
    .insert(emailCampaigns)
    .values({
      name: 'Thanks for the letters',
      audience: [{ kind: 'sponsors', activeThisYear: true }],
      ...THANKS,
      state: 'finished',
      recipients: people.length,
      scheduledAt: null,
      startedAt,
      queuedAt: startedAt,
      finishedAt: new Date(startedAt.getTime() + 60_000),
      createdBy: creator?.id ?? null,
      createdAt: new Date(startedAt.getTime() - DAY),
    })
    .returning({ id: emailCampaigns.id });
  if (people.length > 0 && finished) {
    await db.insert(mailOutbox).values(
      people.map((person, index) => {
        const status = index === 3 ? 'skipped' : index === 4 ? 'bounced' : 'sent';
        return {
          to: person.email,
          language: index % 2 === 0 ? ('en-US' as const) : ('es-CO' as const),
          subject: (index % 2 === 0 ? 'Thank you, ' : '¡Gracias, ') + `${person.firstName}!`,
          text: `${person.firstName}, ${THANKS.body['en-US'].split('\n\n')[1]}`,
          status: status as 'sent' | 'skipped' | 'bounced',
          error:
            status === 'skipped'
              ? 'unsubscribed'
              : status === 'bounced'
                ? '550 5.1.1 Mailbox unavailable'
                : null,
          attempts: status === 'skipped' ? 0 : 1,
          kind: 'campaign' as const,
          campaignId: finished.id,
          recipientName: `${person.firstName} ${person.lastName}`,
          messageId: newMessageId(FROM),
          unsubscribeToken: status === 'skipped' ? null : newUnsubscribeToken(),
          smtpResponse: status === 'sent' ? '250 2.0.0 Ok: queued' : null,
          sentAt: status === 'sent' ? new Date(startedAt.getTime() + 30_000) : null,
          createdAt: startedAt,
          nextAttemptAt: startedAt,
        };
      }),
    );
    await db
      .insert(mailAddresses)
      .values([
        { email: people[3]!.email.toLowerCase(), unsubscribedAt: startedAt },
        {
          email: people[4]!.email.toLowerCase(),
          bounces: 3,
          bouncingSince: startedAt,
          lastError: '550 5.1.1 Mailbox unavailable',
        },
      ])
      .onConflictDoNothing();
  }
  await db.insert(emailCampaigns).values([
    {
      name: 'Letter 2 reminder',
      audience: [{ kind: 'sponsors', missingLetter: 2 }],
      ...LETTER_REMINDER,
      state: 'draft',
      recipients: 0,
      createdBy: creator?.id ?? null,
    },
    {
      name: 'Welcome to the board',
      kind: 'campaign',
      audience: [{ kind: 'board' }],
      subject: { 'en-US': 'Welcome, {{firstName}}', 'es-CO': 'Bienvenida, {{firstName}}' },
      body: {
        'en-US': 'Dear {{firstName}},\n\nWelcome to the board of the Edrocks programme.',
        'es-CO': 'Hola {{firstName}}:\n\nBienvenida a la junta del programa Edrocks.',
      },
      state: 'scheduled',
      recipients: 3,
      scheduledAt: new Date(now.getTime() + 3 * DAY),
      createdBy: creator?.id ?? null,
    },
  ]);
  await db.insert(emailTemplates).values({
    name: 'Letter reminder',
    ...LETTER_REMINDER,
    createdBy: creator?.id ?? null,
  });
  await db
    .insert(boardMembers)
    .values([
      {
        firstName: 'Margaret',
        lastName: 'Hill',
        email: 'margaret.hill@example.org',
        language: 'en-US',
      },
      {
        firstName: 'Andrés',
        lastName: 'Quintero',
        email: 'andres.quintero@example.org',
        language: 'es-CO',
      },
      {
        firstName: 'Laura',
        lastName: 'Gómez',
        email: 'laura.gomez@example.org',
        language: 'es-CO',
      },
    ])
    .onConflictDoNothing();
}

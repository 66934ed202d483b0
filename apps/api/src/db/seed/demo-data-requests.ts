// The demo's data requests: a few in both languages, recorded by the super admin or filed from a
// profile, one of them past its due date, so that the queue's overdue note and flag show.
import { inArray } from 'drizzle-orm';
import { dataRequestDueOn } from '@portal/shared';
import type { Database } from '../client';
import { dataRequests, users } from '../schema/index';

const DAY = 24 * 60 * 60 * 1000;

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString().slice(0, 10);
}

export async function seedDemoDataRequests(db: Database, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['superadmin@example.org', 'sponsor@example.org']));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const superAdmin = idOf('superadmin@example.org');
  const sponsor = idOf('sponsor@example.org');
  const [existing] = await db.select({ id: dataRequests.id }).from(dataRequests).limit(1);
  if (existing) return;
  const received = (days: number) => ({
    receivedOn: daysAgo(now, days),
    dueOn: dataRequestDueOn(daysAgo(now, days)),
  });
  await db.insert(dataRequests).values([
    {
      kind: 'erase',
      personName: 'Lucía Restrepo Gómez',
      personEmail: 'lucia.restrepo@example.org',
      message: 'Fui madrina hace años. Por favor borren mis datos de contacto.',
      source: 'staff',
      recordedBy: superAdmin,
      ...received(40),
    },
    {
      kind: 'correction',
      personName: 'Michael Turner',
      personEmail: 'michael.turner@example.org',
      message: 'My last name is spelled Turner, not Tuner, on my receipts.',
      source: 'staff',
      recordedBy: superAdmin,
      state: 'inProgress',
      note: 'Asked the donations team to check the receipts.',
      ...received(12),
    },
    {
      kind: 'export',
      userId: sponsor,
      message: 'I would like a copy of everything the portal holds about me.',
      source: 'self',
      recordedBy: sponsor,
      ...received(3),
    },
    {
      kind: 'export',
      personName: 'Andrés Patiño',
      personEmail: 'andres.patino@example.org',
      message: 'Solicitó por teléfono una copia de sus datos.',
      source: 'staff',
      recordedBy: superAdmin,
      state: 'done',
      note: 'Se envió el archivo por correo el mismo día.',
      closedAt: new Date(now.getTime() - 20 * DAY),
      ...received(25),
    },
  ]);
}

// The demo's donations, so the donation screens have something to show: the demo sponsor's page
// for their first student of the available year (a text, online gifts through the test provider
// with messages in both languages, a cash gift, one refunded gift that no longer counts, a
// message the safeguarding screening holds for a coordinator and one a coordinator approved),
// their second student's page with one gift, gifts to the programme (online and by cheque), and
// one gift of the previous year for the total report. Every message and the page text go through
// the same screening as real ones (donation-screening.ts). The pages are addressed by the
// sponsors' and students' public ids, which the database gave them. Receipt numbers come from the
// same sequence as real gifts. Only into a database that has no donations yet.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import {
  personalDetailsOf,
  screenDonorMessage,
  screenPageText,
} from '../../modules/donations/donations.service';
import type { PersonalDetails } from '../../modules/donations/donations.service';
import type { Database } from '../client';
import {
  donationPages,
  donations,
  periods,
  schools,
  sponsors,
  sponsorships,
  students,
  users,
  villages,
} from '../schema/index';

const DAY = 86_400_000;
/** The default currency (PAYMENT_CURRENCY): the demo runs with the default settings. */
const CURRENCY = 'USD';

interface DemoGift {
  daysAgo: number;
  amountCents: number;
  method: 'online' | 'cash' | 'cheque';
  firstName: string;
  lastName: string;
  email: string | null;
  language: Language;
  message: string;
  memo?: string;
  refunded?: boolean;
  /** A coordinator read what the screening held and let it through. */
  approved?: boolean;
}

/** The sponsor's text on their first page, in both languages (donors speak either). */
const pageText = (student: string) =>
  `Este año quiero que ${student} tenga todos sus útiles, el uniforme y los libros. ¡Cada aporte cuenta! / This year I want ${student} to have all the school supplies, the uniform and the books. Every gift counts!`;

const FIRST_PAGE_GIFTS: readonly DemoGift[] = [
  {
    daysAgo: 20,
    amountCents: 5000,
    method: 'online',
    firstName: 'Rosa',
    lastName: 'Martínez',
    email: 'rosa.martinez@example.org',
    language: 'es-CO',
    message: '¡Mucho ánimo! Estamos orgullosos de ti.',
  },
  {
    daysAgo: 14,
    amountCents: 2500,
    method: 'online',
    firstName: 'Michael',
    lastName: 'Brown',
    email: 'michael.brown@example.org',
    language: 'en-US',
    message: 'Keep up the great work at school!',
  },
  {
    daysAgo: 9,
    amountCents: 10000,
    method: 'online',
    firstName: 'Laura',
    lastName: 'Chen',
    email: 'laura.chen@example.org',
    language: 'en-US',
    message: '',
  },
  {
    daysAgo: 6,
    amountCents: 3000,
    method: 'cash',
    firstName: 'Jorge',
    lastName: 'Ramírez',
    email: null,
    language: 'es-CO',
    message: 'Con cariño desde la tienda del pueblo.',
    memo: 'Recibido en la reunión de padres',
  },
  {
    daysAgo: 4,
    amountCents: 2500,
    method: 'online',
    firstName: 'Kevin',
    lastName: 'Smith',
    email: 'kevin.smith@example.org',
    language: 'en-US',
    message: 'Sorry, wrong card!',
    refunded: true,
  },
  {
    // The screening holds it (a messaging app and a phone number): it waits for a coordinator.
    daysAgo: 3,
    amountCents: 2000,
    method: 'online',
    firstName: 'Tomás',
    lastName: 'Herrera',
    email: 'tomas.herrera@example.org',
    language: 'es-CO',
    message:
      '¡Hola! Escríbeme por WhatsApp al 310 555 0199 y te cuento más. / Hi! Text me on WhatsApp at 310 555 0199 and I will tell you more.',
  },
  {
    // Held for "money", read by a coordinator and approved: the gift pays for the books.
    daysAgo: 2,
    amountCents: 1500,
    method: 'online',
    firstName: 'Helen',
    lastName: 'Carter',
    email: 'helen.carter@example.org',
    language: 'en-US',
    message: 'Te mando dinero para tus libros. / I am sending money for your books.',
    approved: true,
  },
  {
    daysAgo: 2,
    amountCents: 7500,
    method: 'online',
    firstName: 'Ana María',
    lastName: 'Gutiérrez',
    email: 'anamaria.gutierrez@example.org',
    language: 'es-CO',
    message: 'Para tus libros de este año. ¡Tú puedes!',
  },
];

const SECOND_PAGE_GIFTS: readonly DemoGift[] = [
  {
    daysAgo: 11,
    amountCents: 4000,
    method: 'online',
    firstName: 'Peter',
    lastName: 'Wilson',
    email: 'peter.wilson@example.org',
    language: 'en-US',
    message: 'Happy to help. Study hard!',
  },
];

const PROGRAMME_GIFTS: readonly DemoGift[] = [
  {
    daysAgo: 25,
    amountCents: 36500,
    method: 'cheque',
    firstName: 'Fundación',
    lastName: 'Amigos de la Vereda',
    email: 'contacto@amigosdelavereda.example.org',
    language: 'es-CO',
    message: '',
    memo: 'Cheque 001234, Banco de Bogotá',
  },
  {
    daysAgo: 12,
    amountCents: 10000,
    method: 'online',
    firstName: 'Sarah',
    lastName: 'Miller',
    email: 'sarah.miller@example.org',
    language: 'en-US',
    message: 'For the programme, with thanks to all the volunteers.',
  },
  {
    daysAgo: 3,
    amountCents: 2000,
    method: 'online',
    firstName: 'Camila',
    lastName: 'Rojas',
    email: 'camila.rojas@example.org',
    language: 'es-CO',
    message: 'Gracias por todo lo que hacen.',
    memo: 'En memoria de mi abuelo',
  },
];

/**
 * The test provider's record of each demo online gift, as its Pay would have left it: the
 * provider refunds a payment it knows (test-provider.ts), so a coordinator may refund a demo
 * gift. Also for a demo folder seeded before the demo had them.
 */
async function seedDemoTestCheckouts(db: Database): Promise<void> {
  await db.execute(sql`
    insert into payment_test_checkouts (session_id, owner_kind, owner_id, amount_cents, currency,
      description, customer_email, language, success_url, cancel_url, transaction_id,
      expires_at, paid_at, created_at)
    select d.checkout_session_id, 'donation', d.id, d.amount_cents, d.currency, 'Demo gift',
      coalesce(d.email, ''), coalesce(d.language, 'en-US'), '/donations/donate',
      '/donations/donate', d.transaction_id, d.paid_at, d.paid_at, d.created_at
    from donations d
    where d.provider = 'test' and d.checkout_session_id like 'cs_test_demo%'
      and d.transaction_id is not null and d.paid_at is not null
    on conflict do nothing`);
}

export async function seedDemoDonations(db: Database, now: Date): Promise<void> {
  const [anyDonation] = await db.select({ id: donations.id }).from(donations).limit(1);
  if (anyDonation) {
    await seedDemoTestCheckouts(db);
    return;
  }
  const years = await db
    .select({ id: periods.id, status: periods.status, startDate: periods.startDate })
    .from(periods)
    .where(inArray(periods.status, ['available', 'closed']))
    .orderBy(periods.startDate);
  const current = years.find((year) => year.status === 'available');
  const previous = years.filter((year) => year.status === 'closed').at(-1);
  if (!current) return;
  const [coordinator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  const pages = await db
    .select({
      sponsorId: sponsors.id,
      studentId: students.id,
      schoolId: sponsors.schoolId,
      villageId: students.villageId,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      sponsorLastName: sponsors.lastName,
      studentVillageName: villages.name,
      studentSchoolName: schools.name,
    })
    .from(sponsorships)
    .innerJoin(sponsors, eq(sponsors.id, sponsorships.sponsorId))
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .where(
      and(
        eq(sponsors.email, 'sponsor@example.org'),
        eq(sponsorships.periodId, current.id),
        isNull(sponsorships.endedAt),
      ),
    )
    .orderBy(sponsorships.id);

  // Never before the year's first day: a demo started early in a year still shows its gifts.
  const yearStart = Date.parse(`${current.startDate}T12:00:00Z`);
  const paidAtOf = (daysAgo: number) =>
    new Date(Math.max(now.getTime() - daysAgo * DAY, yearStart + DAY));
  let counter = 0;

  const insert = async (
    gift: DemoGift,
    periodId: number,
    paidAt: Date,
    page: (typeof pages)[number] | undefined,
  ) => {
    counter += 1;
    const isOnline = gift.method === 'online';
    const details: PersonalDetails = page ? personalDetailsOf(page) : { surnames: [], places: [] };
    const isHeld = screenDonorMessage(gift, details).isHeld;
    const [receipt] = (
      (await db.execute(sql`select nextval('donation_receipt_numbers') as value`)) as unknown as {
        rows: Array<{ value: string }>;
      }
    ).rows;
    await db.insert(donations).values({
      status: gift.refunded ? 'refunded' : 'confirmed',
      method: gift.method,
      amountCents: gift.amountCents,
      currency: CURRENCY,
      firstName: gift.firstName,
      lastName: gift.lastName,
      email: gift.email,
      language: gift.language,
      message: gift.message,
      messageReview: !isHeld ? 'clear' : gift.approved ? 'approved' : 'held',
      messageReviewedBy: isHeld && gift.approved ? (coordinator?.id ?? null) : null,
      messageReviewedAt: isHeld && gift.approved ? new Date(paidAt.getTime() + DAY / 4) : null,
      memo: gift.memo ?? '',
      sponsorId: page?.sponsorId ?? null,
      studentId: page?.studentId ?? null,
      schoolId: page?.schoolId ?? null,
      villageId: page?.villageId ?? null,
      periodId,
      provider: isOnline ? 'test' : null,
      checkoutSessionId: isOnline ? `cs_test_demo${String(counter).padStart(16, '0')}` : null,
      transactionId: isOnline ? `pi_test_demo${String(counter).padStart(16, '0')}` : null,
      feeCents: isOnline ? Math.round(gift.amountCents * 0.029) + 30 : null,
      paidAt,
      refundedAt: gift.refunded ? new Date(paidAt.getTime() + DAY / 2) : null,
      receiptNumber: Number(receipt?.value),
      createdBy: isOnline ? null : (coordinator?.id ?? null),
      createdAt: paidAt,
      updatedAt: paidAt,
    });
  };

  const [first, second] = pages;
  if (first) {
    const text = pageText(first.studentFirstName);
    const isHeld = screenPageText(text, personalDetailsOf(first)).length > 0;
    await db.insert(donationPages).values({
      sponsorId: first.sponsorId,
      studentId: first.studentId,
      ...(isHeld
        ? { text: '', draftText: text, draftStatus: 'held', draftSavedAt: now }
        : { text }),
    });
    for (const gift of FIRST_PAGE_GIFTS)
      await insert(gift, current.id, paidAtOf(gift.daysAgo), first);
  }
  if (second)
    for (const gift of SECOND_PAGE_GIFTS)
      await insert(gift, current.id, paidAtOf(gift.daysAgo), second);
  for (const gift of PROGRAMME_GIFTS)
    await insert(gift, current.id, paidAtOf(gift.daysAgo), undefined);
  if (previous) {
    await insert(
      {
        daysAgo: 0,
        amountCents: 20000,
        method: 'cheque',
        firstName: 'Club Rotario',
        lastName: 'Guasca',
        email: null,
        language: 'es-CO',
        message: '',
        memo: 'Cheque 000987',
      },
      previous.id,
      new Date(Date.parse(`${previous.startDate}T12:00:00Z`) + 60 * DAY),
      undefined,
    );
  }
  await seedDemoTestCheckouts(db);
}

// The demo's events, so the public pages, the events administration, the sales list and the
// check-in screen each have something to show: a free open house with tickets already issued, a gala with paid ticket types (orders paid, one seat hold under way and a
// type with its own limit), an event whose sales open next week, and one that has passed (its guests checked in).
// Ticket codes are drawn like real ones; no e-mail is queued for them.
// Only into a database without events.
import type { Database } from '../client';
import { eventOrderItems, eventOrders, events, tickets, ticketTypes } from '../schema/index';
import { generateTicketCode } from '../../modules/events/events.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A day `days` from now at `hourUtc` o'clock UTC. */
function dayAt(now: Date, days: number, hourUtc: number): Date {
  const date = new Date(now.getTime() + days * DAY);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
}

interface DemoOrder {
  firstName: string;
  lastName: string;
  email: string;
  language: 'en-US' | 'es-CO';
  /** Ticket type index and quantity. */
  items: Array<[number, number]>;
  status: 'confirmed' | 'reserved' | 'cancelled' | 'refunded';
  /** Tickets of the order checked in. */
  checkedIn?: number;
}

interface DemoEvent {
  slug: string;
  /** In English; the `Es` ones in Spanish (readers get their language's). */
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  location: string;
  capacity: number;
  startsInDays: number;
  /** UTC hour of the start; Colombia is UTC-5. */
  startHourUtc: number;
  hours: number;
  salesOpenDaysFromNow: number;
  salesCloseDaysFromNow: number;
  ticketTypes: Array<{ name: string; priceCents: number; limit?: number }>;
  orders: DemoOrder[];
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    slug: 'casa-abierta-open-house',
    name: 'Open house',
    nameEs: 'Casa abierta',
    description:
      'Meet the programme: sponsors, students and coordinators tell their story. Free entry with a ticket.',
    descriptionEs:
      'Conozca el programa: padrinos, estudiantes y coordinadores cuentan su experiencia. Entrada libre con boleta.',
    location: 'Colegio San José, Guasca (Cundinamarca)',
    capacity: 80,
    startsInDays: 10,
    startHourUtc: 14,
    hours: 3,
    salesOpenDaysFromNow: -14,
    salesCloseDaysFromNow: 10,
    ticketTypes: [{ name: 'Entrada general / General admission', priceCents: 0 }],
    orders: [
      {
        firstName: 'Marta',
        lastName: 'Rojas',
        email: 'marta.rojas@example.org',
        language: 'es-CO',
        items: [[0, 3]],
        status: 'confirmed',
      },
      {
        firstName: 'Daniel',
        lastName: 'Brooks',
        email: 'daniel.brooks@example.org',
        language: 'en-US',
        items: [[0, 2]],
        status: 'confirmed',
      },
    ],
  },
  {
    slug: 'gala-de-fin-de-ano',
    name: 'Year-end gala',
    nameEs: 'Gala de fin de año',
    description:
      "An evening of Andean music and dinner with the sponsors and the families. What it raises supports next year's scholarships.",
    descriptionEs:
      'Una noche de música andina y cena con los padrinos y las familias. Lo recaudado apoya las becas del próximo año.',
    location: 'Hotel Casa Medina, Bogotá',
    capacity: 120,
    startsInDays: 30,
    startHourUtc: 0,
    hours: 4,
    salesOpenDaysFromNow: -7,
    salesCloseDaysFromNow: 29,
    ticketTypes: [
      { name: 'Adulto / Adult', priceCents: 2500 },
      { name: 'Estudiante / Student', priceCents: 1000, limit: 40 },
      { name: 'Mesa de honor / Patron', priceCents: 10000, limit: 10 },
    ],
    orders: [
      {
        firstName: 'Camila',
        lastName: 'Herrera',
        email: 'camila.herrera@example.org',
        language: 'es-CO',
        items: [
          [0, 2],
          [1, 2],
        ],
        status: 'confirmed',
      },
      {
        firstName: 'Peter',
        lastName: 'Walsh',
        email: 'peter.walsh@example.org',
        language: 'en-US',
        items: [[2, 2]],
        status: 'confirmed',
      },
      {
        firstName: 'Andrés',
        lastName: 'Moreno',
        email: 'andres.moreno@example.org',
        language: 'es-CO',
        items: [[0, 1]],
        status: 'reserved',
      },
      {
        firstName: 'Laura',
        lastName: 'Quintero',
        email: 'laura.quintero@example.org',
        language: 'es-CO',
        items: [[0, 2]],
        status: 'refunded',
      },
    ],
  },
  {
    slug: 'carrera-5k-por-la-educacion',
    name: '5K run for education',
    nameEs: 'Carrera 5K por la educación',
    description: 'Run or walk 5 km along the villages of Guasca. T-shirt and water included.',
    descriptionEs: 'Corra o camine 5 km por las veredas de Guasca. Incluye camiseta e hidratación.',
    location: 'Parque principal de Guasca',
    capacity: 300,
    startsInDays: 45,
    startHourUtc: 12,
    hours: 4,
    salesOpenDaysFromNow: 7,
    salesCloseDaysFromNow: 44,
    ticketTypes: [
      { name: 'Inscripción / Registration', priceCents: 1500 },
      { name: 'Niños / Children', priceCents: 500, limit: 100 },
    ],
    orders: [],
  },
  {
    slug: 'bazar-navideno',
    name: 'Christmas bazaar',
    nameEs: 'Bazar navideño',
    description: "The villages' crafts and traditional food.",
    descriptionEs: 'Artesanías de las veredas y comida típica.',
    location: 'Salón comunal de la vereda El Hato',
    capacity: 60,
    startsInDays: -20,
    startHourUtc: 15,
    hours: 5,
    salesOpenDaysFromNow: -50,
    salesCloseDaysFromNow: -21,
    ticketTypes: [{ name: 'Entrada / Entry', priceCents: 0 }],
    orders: [
      {
        firstName: 'Rosa',
        lastName: 'Castañeda',
        email: 'rosa.castaneda@example.org',
        language: 'es-CO',
        items: [[0, 4]],
        status: 'confirmed',
        checkedIn: 4,
      },
    ],
  },
];

/** Codes of the open house's first tickets (README, "Demo"): shown as DEMA-TKTS-AAA2 and so on. */
export const DEMO_TICKET_CODES = ['DEMATKTSAAA2', 'DEMATKTSAAA3', 'DEMATKTSAAA4'];

export async function seedDemoEvents(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ id: events.id }).from(events).limit(1);
  if (existing) return;
  const knownCodes = [...DEMO_TICKET_CODES];
  let transaction = 0;
  for (const demo of DEMO_EVENTS) {
    const startsAt = dayAt(now, demo.startsInDays, demo.startHourUtc);
    const endsAt = new Date(startsAt.getTime() + demo.hours * HOUR);
    // Sales close in the evening of their last day, or when the event ends if that is sooner.
    const salesCloseAt = dayAt(now, demo.salesCloseDaysFromNow, 23);
    const [event] = await db
      .insert(events)
      .values({
        slug: demo.slug,
        name: demo.name,
        nameEs: demo.nameEs,
        description: demo.description,
        descriptionEs: demo.descriptionEs,
        location: demo.location,
        capacity: demo.capacity,
        startsAt,
        endsAt,
        salesStartAt: dayAt(now, demo.salesOpenDaysFromNow, 13),
        salesEndAt: new Date(Math.min(salesCloseAt.getTime(), endsAt.getTime())),
        published: true,
        timeZone: 'America/Bogota',
      })
      .returning({ id: events.id });
    if (!event) throw new Error('demo event insert returned no row');
    const types = await db
      .insert(ticketTypes)
      .values(
        demo.ticketTypes.map((type, position) => ({
          eventId: event.id,
          name: type.name,
          priceCents: type.priceCents,
          ticketLimit: type.limit ?? null,
          position,
        })),
      )
      .returning({ id: ticketTypes.id, priceCents: ticketTypes.priceCents });

    for (const [index, demoOrder] of demo.orders.entries()) {
      const items = demoOrder.items.map(([typeIndex, quantity]) => {
        const type = types[typeIndex];
        if (!type) throw new Error(`demo event ${demo.slug} has no ticket type ${typeIndex}`);
        return { ticketTypeId: type.id, quantity, unitPriceCents: type.priceCents };
      });
      const seats = items.reduce((sum, item) => sum + item.quantity, 0);
      const totalCents = items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
      const isPaid = totalCents > 0;
      const orderedAt = new Date(now.getTime() - (demo.orders.length - index) * DAY);
      const isHolding = demoOrder.status === 'reserved';
      transaction += 1;
      const [order] = await db
        .insert(eventOrders)
        .values({
          eventId: event.id,
          status: demoOrder.status,
          buyerFirstName: demoOrder.firstName,
          buyerLastName: demoOrder.lastName,
          buyerEmail: demoOrder.email,
          language: demoOrder.language,
          seats,
          totalCents,
          currency: 'USD',
          // The hold under way was started a few minutes ago.
          holdExpiresAt: isHolding ? new Date(now.getTime() + 10 * 60_000) : null,
          provider: isPaid ? 'test' : null,
          checkoutSessionId: isPaid ? `cs_test_demo_${demo.slug}_${index}` : null,
          transactionId: isPaid && !isHolding ? `pi_test_demo_${transaction}` : null,
          feeCents: isPaid && !isHolding ? Math.round(totalCents * 0.029) + 30 : null,
          paidAt: isPaid && !isHolding ? orderedAt : null,
          confirmedAt: demoOrder.status === 'reserved' ? null : orderedAt,
          refundedAt: demoOrder.status === 'refunded' ? new Date(orderedAt.getTime() + DAY) : null,
          createdAt: isHolding ? new Date(now.getTime() - 5 * 60_000) : orderedAt,
        })
        .returning({ id: eventOrders.id });
      if (!order) throw new Error('demo order insert returned no row');
      await db
        .insert(eventOrderItems)
        .values(items.map((item) => ({ ...item, orderId: order.id })));
      if (demoOrder.status !== 'confirmed' && demoOrder.status !== 'refunded') continue;
      let checkedIn = demoOrder.checkedIn ?? 0;
      /** The first tickets not checked in get codes the README gives, to try Check-in with. */
      const codeOf = (isIn: boolean) =>
        !isIn && knownCodes.length > 0 ? (knownCodes.shift() as string) : generateTicketCode();
      const rows = items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => {
          const isIn = checkedIn > 0;
          checkedIn -= 1;
          return {
            orderId: order.id,
            ticketTypeId: item.ticketTypeId,
            code: codeOf(isIn),
            checkedInAt: isIn ? new Date(startsAt.getTime() + 10 * 60_000) : null,
          };
        }),
      );
      await db.insert(tickets).values(rows);
    }
  }
}

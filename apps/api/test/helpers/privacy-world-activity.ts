// What the people of the privacy world do (privacy-world.ts): letters each way (delivered by a
// coordinator), a sponsorship that ends, donation pages with online and manual gifts and an
// unpaid one, an event's order, meetings with attendance marked by a coordinator, assessments
// submitted and one returned, a hold. Each step that fails is recorded in world.problems.
import {
  ASSESSMENT_ENDPOINTS,
  DONATION_ENDPOINTS,
  EVENT_ENDPOINTS,
  LETTER_ENDPOINTS,
  MEETING_ENDPOINTS,
  PUBLIC_EVENT_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
} from '@portal/shared';
import type { Actor } from './fixtures';
import { PEOPLE, type PersonKey } from './privacy-people';
import { callAs, expectOk, payTestCheckout, step, type World } from './privacy-calls';

const ASSESSMENT_TEXT =
  'I promise to write every letter on time, to go to every meeting of the year, and to keep ' +
  'learning how to lead. My commitment is to listen first and to help my school team grow.';

/** Every call of the world's public visitors comes from an address of its own (throttles). */
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

export async function seedActivity(world: World): Promise<void> {
  const { actors, others } = world;
  await step(world, 'letters of studentA', async () => {
    await exchangeLetters(world, 'sponsorA-studentA', actors.sponsor, actors.student);
    await exchangeLetters(world, 'sponsorB-studentA', actors.coSponsor, actors.student);
    await exchangeLetters(world, 'sponsorMinor-studentA', actors.minorSponsor, actors.student);
  });
  await step(world, 'letters of studentB', () =>
    exchangeLetters(world, 'sponsorOther-studentB', others.sponsorOther, others.studentB),
  );
  await step(world, 'letters of studentPast, then the end', async () => {
    await exchangeLetters(world, 'sponsorA-studentPast', actors.sponsor, others.studentPast);
    await expectOk(
      callAs(world.ctx, actors.superAdmin, SPONSORSHIP_ENDPOINTS.end, {
        params: { id: world.sponsorshipIds['sponsorA-studentPast']! },
        query: { reason: 'studentLeft' },
      }),
      'end the sponsorship of studentPast',
    );
  });
  await step(world, 'donations', () => seedDonations(world));
  await step(world, 'event', () => seedEvent(world));
  await step(world, 'meetings', () => seedMeetings(world));
  await step(world, 'assessments', () => seedAssessments(world));
  await step(world, 'hold', () =>
    expectOk(
      callAs(world.ctx, actors.coSponsor, SPONSORSHIP_ENDPOINTS.hold, {
        body: { studentId: world.studentIds.studentC },
      }),
      'hold studentC',
    ),
  );
}

/** Letter 1 from the sponsor and its answer, each delivered (translated by a coordinator). */
async function exchangeLetters(world: World, pairing: string, sponsor: Actor, student: Actor) {
  const sponsorshipId = world.sponsorshipIds[pairing];
  if (!sponsorshipId) throw new Error(`no sponsorship ${pairing}`);
  for (const [writer, from, to] of [
    [sponsor, 'en-US', 'es-CO'],
    [student, 'es-CO', 'en-US'],
  ] as const) {
    const saved = await expectOk<{ id: number }>(
      callAs(world.ctx, writer, LETTER_ENDPOINTS.create, {
        body: {
          sponsorshipId,
          number: 1,
          subject: 'Hola',
          message: 'Me gusta el fútbol y tengo un perro.',
          originalLanguage: from,
          targetLanguage: to,
          send: true,
        },
      }),
      `letter of ${pairing}`,
    );
    await deliver(world, saved.id);
  }
}

/** A coordinator takes a waiting letter, translates it and delivers it. */
async function deliver(world: World, letterId: number) {
  const boss = world.actors.superAdmin;
  const params = { id: letterId };
  const letter = await expectOk<{ status: string }>(
    callAs(world.ctx, boss, LETTER_ENDPOINTS.get, { params }),
    'read the letter',
  );
  if (letter.status === 'delivered') return;
  await callAs(world.ctx, boss, LETTER_ENDPOINTS.claim, { params });
  await callAs(world.ctx, boss, LETTER_ENDPOINTS.translate, {
    params,
    body: { translatedSubject: 'Hello', translatedMessage: 'I like football and I have a dog.' },
  });
  await expectOk(callAs(world.ctx, boss, LETTER_ENDPOINTS.deliver, { params }), 'deliver');
}

function donor(key: PersonKey) {
  const somebody = PEOPLE[key];
  return { firstName: somebody.firstName, lastName: somebody.surname, email: somebody.email };
}

async function seedDonations(world: World) {
  const { ctx } = world;
  const page = { sponsorId: world.sponsorIds.sponsorA, studentId: world.studentIds.studentA };
  await expectOk(
    callAs(ctx, world.actors.sponsor, DONATION_ENDPOINTS.updateMyPage, {
      params: { studentId: page.studentId! },
      body: { text: 'Ayude a mi estudiante con sus útiles escolares.' },
    }),
    'the page text',
  );
  const give = (body: Record<string, unknown>) =>
    expectOk<{ checkoutUrl: string }>(
      ctx.app.inject({
        method: 'POST',
        url: DONATION_ENDPOINTS.create.path,
        remoteAddress: nextAddress(),
        payload: { amountCents: 2500, message: '', ...body },
      }),
      'give',
    );
  const toPage = await give({ ...donor('donorPage'), message: 'Mucho ánimo', ...page });
  await payTestCheckout(world, toPage.checkoutUrl);
  const toProgramme = await give({ ...donor('donorProgramme'), message: 'Para todos' });
  await payTestCheckout(world, toProgramme.checkoutUrl);
  await give({ ...donor('donorUnpaid'), message: 'Luego', ...page });
  await expectOk(
    callAs(ctx, world.actors.superAdmin, DONATION_ENDPOINTS.addManual, {
      body: {
        amountCents: 4000,
        method: 'cash',
        paidOn: '2026-11-20',
        ...donor('donorManual'),
        message: 'En efectivo',
        memo: 'Recibido en la feria',
        ...page,
      },
    }),
    'a manual gift',
  );
}

async function seedEvent(world: World) {
  const { ctx } = world;
  const now = ctx.app.platform.clock.now().getTime();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const event = await expectOk<{ slug: string; ticketTypes: Array<{ id: number }> }>(
    callAs(ctx, world.actors.superAdmin, EVENT_ENDPOINTS.create, {
      body: {
        name: 'Gala de la vereda',
        description: 'Una noche para los estudiantes.',
        location: 'Salón comunal',
        capacity: 100,
        startsAt: at(30),
        endsAt: at(30.1),
        salesStartAt: at(-1),
        salesEndAt: at(29),
        published: true,
        ticketTypes: [{ name: 'General', priceCents: 1500 }],
      },
    }),
    'create the event',
  );
  world.eventSlugs.push(event.slug);
  const order = await expectOk<{ checkoutUrl: string | null }>(
    ctx.app.inject({
      method: 'POST',
      url: PUBLIC_EVENT_ENDPOINTS.createOrder.path.replace(':slug', event.slug),
      remoteAddress: nextAddress(),
      payload: {
        items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 2 }],
        buyer: donor('buyer'),
      },
    }),
    'buy tickets',
  );
  if (order.checkoutUrl) await payTestCheckout(world, order.checkoutUrl);
}

async function seedMeetings(world: World) {
  const { ctx } = world;
  const schedule = await expectOk<{ slots: Array<{ meeting: { id: number } | null }> }>(
    callAs(ctx, world.actors.superAdmin, MEETING_ENDPOINTS.saveSchedule, {
      body: {
        periodId: world.periodId,
        schoolId: world.schools[0],
        meetings: [
          { number: 1, startsAt: '2026-09-10T22:00:00.000Z', place: 'Aula 3', notes: '' },
          { number: 2, startsAt: '2026-10-08T22:00:00.000Z', place: 'Aula 3', notes: '' },
        ],
      },
    }),
    'schedule the meetings',
  );
  const meetingIds = schedule.slots.flatMap((slot) => (slot.meeting ? [slot.meeting.id] : []));
  for (const sponsorId of [world.sponsorIds.sponsorA, world.sponsorIds.sponsorB]) {
    await expectOk(
      callAs(ctx, world.actors.admin, MEETING_ENDPOINTS.markAttendance, {
        params: { id: meetingIds[0]!, sponsorId: sponsorId! },
        body: { reason: 'Firmó la planilla' },
      }),
      'mark attendance',
    );
  }
}

async function seedAssessments(world: World) {
  const { ctx } = world;
  for (const actor of [world.actors.sponsor, world.actors.coSponsor]) {
    await expectOk(
      callAs(ctx, actor, ASSESSMENT_ENDPOINTS.submit, {
        params: { part: 'vision' },
        body: { text: ASSESSMENT_TEXT },
      }),
      'submit an assessment',
    );
    await expectOk(
      callAs(ctx, actor, ASSESSMENT_ENDPOINTS.saveDraft, {
        params: { part: 'riskTaking' },
        body: { text: 'Un borrador' },
      }),
      'save a draft',
    );
  }
  await expectOk(
    callAs(ctx, world.actors.admin, ASSESSMENT_ENDPOINTS.returnPart, {
      params: { id: world.sponsorIds.sponsorA!, part: 'vision' },
      body: { periodId: world.periodId, comment: 'Cuéntenos un ejemplo, por favor.' },
    }),
    'return an assessment',
  );
}

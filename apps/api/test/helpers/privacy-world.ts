// The world the privacy walk runs in (role-projections.test.ts): coordinators, sponsors (two
// co-sponsoring one child with a minor sponsor whose parent signed), students with accounts, one
// to choose and one whose sponsorship ended, donors, an event's buyer, a letter each way,
// donation pages with gifts, meetings with attendance, assessments, signed agreements and
// photos. Built through the API wherever it can be, as the people themselves would, so that it
// stays valid while the areas change; each step that fails is recorded (world.problems) and the
// rest goes on, so one broken step does not hide what the walk finds elsewhere.
import { sql } from 'drizzle-orm';
import {
  AGREEMENT_ENDPOINTS,
  endpointPath,
  PARENT_AGREEMENT_ENDPOINTS,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type EndpointDefinition,
} from '@portal/shared';
import { insertStudent } from '../../src/modules/students/students.service';
import { publishAgreementText } from './agreements';
import { multipartBody, samples } from './file-samples';
import { assignAdmin, createActor, createPlace, referenceIds, type Actor } from './fixtures';
import { callAs, expectOk, step, type World } from './privacy-calls';
import { PEOPLE, type PersonKey } from './privacy-people';
import { seedActivity } from './privacy-world-activity';
import { queryRows, type TestContext } from './test-app';

async function actorOf(ctx: TestContext, key: PersonKey, role: Actor['role']) {
  const somebody = PEOPLE[key];
  return createActor(ctx, role, {
    firstName: somebody.firstName,
    lastName: somebody.surname,
    email: somebody.email,
    phone: 'phone' in somebody ? somebody.phone : '',
    language: somebody.language,
  });
}

export async function buildPrivacyWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  const schools = [
    await createPlace(db, 'school', { name: 'Colegio Alfa' }),
    await createPlace(db, 'school', { name: 'Colegio Beta' }),
  ];
  const villages = [
    await createPlace(db, 'village', { name: 'Vereda Uno' }),
    await createPlace(db, 'village', { name: 'Vereda Dos' }),
  ];
  const admin = await actorOf(ctx, 'admin', 'ADMIN');
  await assignAdmin(db, admin.id, { schoolIds: [schools[0]!], villageIds: [villages[0]!] });
  const world: World = {
    ctx,
    actors: {
      superAdmin: await actorOf(ctx, 'superAdmin', 'SUPER_ADMIN'),
      globalAdmin: await actorOf(ctx, 'globalAdmin', 'GLOBAL_ADMIN'),
      admin,
      student: await actorOf(ctx, 'studentA', 'STUDENT'),
      sponsor: await actorOf(ctx, 'sponsorA', 'SPONSOR'),
      coSponsor: await actorOf(ctx, 'sponsorB', 'SPONSOR'),
      minorSponsor: await actorOf(ctx, 'sponsorMinor', 'SPONSOR'),
    },
    others: {
      sponsorOther: await actorOf(ctx, 'sponsorOther', 'SPONSOR'),
      studentB: await actorOf(ctx, 'studentB', 'STUDENT'),
      studentPast: await actorOf(ctx, 'studentPast', 'STUDENT'),
    },
    periodId: 0,
    schools,
    villages,
    sponsorIds: {},
    studentIds: {},
    sponsorshipIds: {},
    eventSlugs: [],
    problems: [],
  };
  const boss = world.actors.superAdmin;

  const year = await expectOk<{ id: number }>(
    callAs(ctx, boss, PERIOD_ENDPOINTS.create, {
      body: { name: '2026-2027', startDate: '2026-08-01', endDate: '2027-07-31' },
    }),
    'create the year',
  );
  world.periodId = year.id;
  await expectOk(
    callAs(ctx, boss, PERIOD_ENDPOINTS.activate, { params: { id: year.id }, body: {} }),
    'activate the year',
  );

  const sponsorActors: Array<[PersonKey, Actor, number]> = [
    ['sponsorA', world.actors.sponsor, schools[0]!],
    ['sponsorB', world.actors.coSponsor, schools[0]!],
    ['sponsorMinor', world.actors.minorSponsor, schools[0]!],
    ['sponsorOther', world.others.sponsorOther, schools[1]!],
  ];
  for (const [key, actor, schoolId] of sponsorActors) {
    const somebody = PEOPLE[key] as (typeof PEOPLE)['sponsorA'];
    const created = await expectOk<{ id: number }>(
      callAs(ctx, boss, SPONSOR_ENDPOINTS.create, {
        body: {
          firstName: somebody.firstName,
          lastName: somebody.surname,
          email: somebody.recordEmail,
          phone: somebody.recordPhone,
          schoolId,
          birthdate: somebody.birthdate,
          userId: actor.id,
        },
      }),
      `create ${key}`,
    );
    world.sponsorIds[key] = created.id;
  }

  const { colombia } = await referenceIds(db);
  const studentRows: Array<[PersonKey, Actor | null, number, number | null]> = [
    ['studentA', world.actors.student, villages[0]!, schools[0]!],
    ['studentB', world.others.studentB, villages[1]!, null],
    ['studentC', null, villages[0]!, null],
    ['studentPast', world.others.studentPast, villages[0]!, schools[0]!],
  ];
  for (const [key, actor, villageId, schoolId] of studentRows) {
    const somebody = PEOPLE[key] as (typeof PEOPLE)['studentA'];
    world.studentIds[key] = await insertStudent(
      db,
      {
        firstName: somebody.firstName,
        lastName: somebody.surname,
        birthdate: somebody.birthdate,
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId,
        countryId: colombia,
        externalId: somebody.externalId,
        leadershipDistinction: false,
        userId: actor?.id ?? null,
        status: 'active',
      },
      ctx.app.platform.clock.now(),
    );
  }

  const pair = async (sponsor: PersonKey, student: PersonKey) => {
    const created = await expectOk<{ id: number }>(
      callAs(ctx, boss, SPONSORSHIP_ENDPOINTS.create, {
        body: { sponsorId: world.sponsorIds[sponsor], studentId: world.studentIds[student] },
      }),
      `pair ${sponsor} with ${student}`,
    );
    world.sponsorshipIds[`${sponsor}-${student}`] = created.id;
  };
  await pair('sponsorA', 'studentA');
  await pair('sponsorB', 'studentA');
  await pair('sponsorMinor', 'studentA');
  await pair('sponsorOther', 'studentB');
  await pair('sponsorA', 'studentPast');

  for (const [key, parent] of [
    ['sponsorMinor', 'parentMinor'],
    ['sponsorOther', 'parentOther'],
  ] as const) {
    await step(world, `add ${parent}`, async () => {
      const somebody = PEOPLE[parent];
      await expectOk(
        callAs(ctx, boss, SPONSOR_ENDPOINTS.createParent, {
          params: { id: world.sponsorIds[key]! },
          body: {
            firstName: somebody.firstName,
            lastName: somebody.surname,
            email: somebody.email,
            phoneNumber: somebody.phone,
            ...somebody.address,
            relationship: 'mother',
            language: 'es-CO',
          },
        }),
        `add ${parent}`,
      );
    });
  }

  await step(world, 'photos', async () => {
    for (const key of ['sponsorA', 'sponsorB', 'sponsorOther'] as const)
      await uploadPhoto(world, SPONSOR_ENDPOINTS.setPhoto, world.sponsorIds[key]!);
    for (const key of ['studentA', 'studentB'] as const)
      await uploadPhoto(world, STUDENT_ENDPOINTS.setPhoto, world.studentIds[key]!);
  });

  await step(world, 'agreements', () => signAgreements(world));
  await seedActivity(world);
  return world;
}

async function uploadPhoto(
  world: World,
  endpoint: Pick<EndpointDefinition, 'method' | 'path'>,
  id: number,
) {
  const form = await multipartBody({
    file: { data: await samples.jpeg(), filename: 'photo.jpg', type: 'image/jpeg' },
  });
  await expectOk(
    world.ctx.app.inject({
      method: endpoint.method,
      url: endpointPath(endpoint, { id }),
      headers: { authorization: `Bearer ${world.actors.superAdmin.token}`, ...form.headers },
      payload: form.payload,
    }),
    `photo of ${endpoint.path} ${id}`,
  );
}

/** Published texts for every agreement; the sponsors sign theirs, the minor's parent the parent's. */
async function signAgreements(world: World) {
  const { ctx } = world;
  const boss = world.actors.superAdmin;
  const list = await expectOk<{ items: Array<{ id: number; key: string }> }>(
    callAs(ctx, boss, AGREEMENT_ENDPOINTS.list),
    'list the agreements',
  );
  for (const agreement of list.items) {
    await publishAgreementText(boss, agreement.key, {
      language: 'es-CO',
      title: `Texto ${agreement.key}`,
      text: `Acepto ${agreement.key}.`,
    });
  }
  for (const actor of [
    world.actors.sponsor,
    world.actors.coSponsor,
    world.actors.minorSponsor,
    world.others.sponsorOther,
  ]) {
    const mine = await expectOk<{
      signerName: string;
      items: Array<{ versionId: number; state: string }>;
    }>(callAs(ctx, actor, AGREEMENT_ENDPOINTS.mine), 'my agreements');
    for (const item of mine.items.filter((candidate) => candidate.state !== 'signed')) {
      await expectOk(
        callAs(ctx, actor, AGREEMENT_ENDPOINTS.accept, {
          params: { versionId: item.versionId },
          body: { typedName: mine.signerName },
        }),
        'sign an agreement',
      );
    }
  }

  // The minor sponsor sends the parent agreement; the parent signs at the link of their e-mail.
  const status = await expectOk<{ parents: Array<{ id: number }> }>(
    callAs(ctx, world.actors.minorSponsor, PARENT_AGREEMENT_ENDPOINTS.status),
    'parent agreement status',
  );
  const parentId = status.parents[0]?.id;
  if (parentId === undefined) throw new Error('the minor sponsor has no parent to send to');
  await expectOk(
    callAs(ctx, world.actors.minorSponsor, PARENT_AGREEMENT_ENDPOINTS.send, {
      body: { parentId },
    }),
    'send the parent agreement',
  );
  const [mail] = await queryRows<{ text: string }>(
    ctx.database,
    sql`select text from mail_outbox where to_address = ${PEOPLE.parentMinor.email} order by id desc limit 1`,
  );
  const key = /\/agreement\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error('no parent agreement link was mailed');
  const page = await expectOk<{ texts: Array<{ versionId: number }> }>(
    callAs(ctx, null, PARENT_AGREEMENT_ENDPOINTS.publicAgreement, { params: { key } }),
    'the parent page',
  );
  const parentName = `${PEOPLE.parentMinor.firstName} ${PEOPLE.parentMinor.surname}`;
  await expectOk(
    callAs(ctx, null, PARENT_AGREEMENT_ENDPOINTS.publicSign, {
      params: { key },
      // From the parent's own connection: one the sponsor signs in from is held for a check.
      remoteAddress: '198.51.100.23',
      body: {
        versionIds: page.texts.map((text) => text.versionId),
        signerName: parentName,
        relationship: 'mother',
        signature: { kind: 'typed', text: parentName },
      },
    }),
    'the parent signs',
  );
}

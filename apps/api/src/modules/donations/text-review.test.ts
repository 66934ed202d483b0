// The coordinators' review of what the donation pages' screening held (area `textReview`): who
// may list and decide (each role, each admin's scope: out of scope is 404), decisions that land
// only on the text read (a sponsor's newer save, or a second coordinator deciding at the same
// instant, is 409), paging, and bad input answered with a clear 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_PATHS,
  endpointPath,
  textReviewDecisionSchema,
  textReviewPageSchema,
  type TextReviewItem,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import type { Actor } from '../../../test/helpers/fixtures';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';
import { createPageCast, donor, giveAndPay, type PageCast } from './page-cast.test-fixture';

const clock = new ManualClock(new Date('2026-09-01T15:00:00Z'));
let ctx: TestContext;
let cast: PageCast;
/** Held at the start: Luis's page text and a message on Camilo's page. */
const held = { luisText: '', camiloMessage: 0 };

async function listAs(actor: Actor, query = '') {
  const response = await actor.request('GET', `${DONATION_PATHS.textReviews}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return textReviewPageSchema.parse(response.json());
}

function decisionPath(decision: 'approve' | 'reject', kind: string, id: number | string) {
  const path =
    decision === 'approve' ? DONATION_PATHS.textReviewApprove : DONATION_PATHS.textReviewReject;
  return endpointPath({ path }, { kind, id });
}

function decideAs(
  actor: Actor,
  decision: 'approve' | 'reject',
  item: Pick<TextReviewItem, 'kind' | 'id' | 'revision'>,
) {
  return actor.request('POST', decisionPath(decision, item.kind, item.id), {
    revision: item.revision,
  });
}

async function saveLuisText(text: string) {
  const response = await cast.actors.SPONSOR.request(
    'PUT',
    endpointPath({ path: DONATION_PATHS.myPage }, { studentId: cast.people.luis }),
    { text },
  );
  expect(response.statusCode, response.body).toBe(200);
}

async function heldItemOf(actor: Actor, kind: TextReviewItem['kind'], studentId: number) {
  const item = (await listAs(actor, `?kind=${kind}&pageSize=100`)).items.find(
    (candidate) => candidate.student.id === studentId,
  );
  expect(item).toBeDefined();
  return item!;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  cast = await createPageCast(ctx);
  held.luisText = 'Luis vive en El Hato';
  await saveLuisText(held.luisText);
  held.camiloMessage = await giveAndPay(
    ctx,
    donor({
      message: 'Camilo, escríbeme a daniela@example.org',
      ...cast.credit(cast.people.fiona, cast.people.camilo),
    }),
  );
});
afterAll(() => ctx.close());

describe('the review list', () => {
  it('shows super and global admins every held text, with what was found and where', async () => {
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const) {
      const page = await listAs(cast.actors[role]);
      expect(page.total).toBe(2);
      expect(page.items.map((item) => item.kind)).toEqual(['pageText', 'donorMessage']);
      const [text, message] = page.items;
      expect(text).toMatchObject({
        text: held.luisText,
        sponsor: { id: cast.people.emily, name: 'Emily Johnson' },
        student: { id: cast.people.luis, name: 'Luis Gómez Pardo' },
        school: { id: cast.places.esperanza, name: 'Colegio Rural La Esperanza' },
        village: { id: cast.places.hato, name: 'Vereda El Hato' },
        pagePath: `/donations/mypage/${cast.publicIdOf.sponsor(cast.people.emily)}/${cast.publicIdOf.student(cast.people.luis)}`,
        donorFirstName: null,
      });
      expect(text!.matches).toEqual([
        { field: 'pageText', kind: 'personalDetails', start: 13, end: 20, text: 'El Hato' },
      ]);
      expect(message).toMatchObject({ id: held.camiloMessage, revision: 0 });
      expect(message!.matches.map((match) => [match.field, match.kind])).toEqual([
        ['donorMessage', 'email'],
      ]);
    }
  });

  it("shows an admin only the texts of their schools' sponsors and villages' students", async () => {
    const mine = await listAs(cast.actors.ADMIN);
    expect(mine.items.map((item) => item.student.id)).toEqual([cast.people.luis]);
    const other = await listAs(cast.actors.OTHER_ADMIN);
    expect(other.items.map((item) => item.id)).toEqual([held.camiloMessage]);
  });

  it('filters by kind and pages', async () => {
    const texts = await listAs(cast.actors.SUPER_ADMIN, '?kind=pageText');
    expect(texts.items.map((item) => item.kind)).toEqual(['pageText']);
    const first = await listAs(cast.actors.SUPER_ADMIN, '?pageSize=1');
    expect(first).toMatchObject({ total: 2, page: 1 });
    expect(first.next).not.toBeNull();
    const second = await listAs(cast.actors.SUPER_ADMIN, `?pageSize=1&page=2&cursor=${first.next}`);
    expect(second.items.map((item) => item.kind)).toEqual(['donorMessage']);
    expect(second.next).toBeNull();
  });

  it('is refused to sponsors and students (403) and to strangers (401)', async () => {
    for (const role of ['SPONSOR', 'STUDENT'] as const) {
      const response = await cast.actors[role].request('GET', DONATION_PATHS.textReviews);
      expect(response.statusCode, role).toBe(403);
      const decision = await cast.actors[role].request(
        'POST',
        decisionPath('approve', 'donorMessage', held.camiloMessage),
        { revision: 0 },
      );
      expect(decision.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: DONATION_PATHS.textReviews });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a decision', () => {
  it("out of an admin's scope is 404 and changes nothing", async () => {
    const message = await heldItemOf(cast.actors.SUPER_ADMIN, 'donorMessage', cast.people.camilo);
    const text = await heldItemOf(cast.actors.SUPER_ADMIN, 'pageText', cast.people.luis);
    for (const decision of ['approve', 'reject'] as const) {
      expect((await decideAs(cast.actors.ADMIN, decision, message)).statusCode).toBe(404);
      expect((await decideAs(cast.actors.OTHER_ADMIN, decision, text)).statusCode).toBe(404);
    }
    expect((await listAs(cast.actors.SUPER_ADMIN)).total).toBe(2);
  });

  it('lands only on the text read: a newer save is 409, and the new text waits', async () => {
    const read = await heldItemOf(cast.actors.ADMIN, 'pageText', cast.people.luis);
    await saveLuisText('Luis vive en El Hato, con su familia Pardo');
    const stale = await decideAs(cast.actors.ADMIN, 'approve', read);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('TEXT_REVIEW_CHANGED');
    const current = await heldItemOf(cast.actors.ADMIN, 'pageText', cast.people.luis);
    expect(current.revision).toBeGreaterThan(read.revision);
    expect(current.text).toBe('Luis vive en El Hato, con su familia Pardo');
  });

  it('by two coordinators at the same instant: one decides, the other is told', async () => {
    const item = await heldItemOf(cast.actors.SUPER_ADMIN, 'pageText', cast.people.luis);
    const [first, second] = await Promise.all([
      decideAs(cast.actors.ADMIN, 'approve', item),
      decideAs(cast.actors.GLOBAL_ADMIN, 'reject', item),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first!.statusCode === 200 ? first! : second!;
    expect(textReviewDecisionSchema.parse(winner.json())).toMatchObject({
      kind: 'pageText',
      id: item.id,
    });
    expect((await listAs(cast.actors.SUPER_ADMIN, '?kind=pageText')).items).toEqual([]);

    const message = await heldItemOf(cast.actors.SUPER_ADMIN, 'donorMessage', cast.people.camilo);
    const both = await Promise.all([
      decideAs(cast.actors.OTHER_ADMIN, 'approve', message),
      decideAs(cast.actors.SUPER_ADMIN, 'approve', message),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const again = await decideAs(cast.actors.OTHER_ADMIN, 'reject', message);
    expect(again.statusCode).toBe(409);
    expect((await listAs(cast.actors.SUPER_ADMIN)).total).toBe(0);
  });

  it('answers bad input with a clear 4xx, in the caller’s language', async () => {
    const actor = cast.actors.SUPER_ADMIN;
    for (const [path, body, status] of [
      [decisionPath('approve', 'letter', 1), { revision: 0 }, 400],
      [decisionPath('approve', 'pageText', 'abc'), { revision: 0 }, 400],
      [decisionPath('approve', 'pageText', '99999999999'), { revision: 0 }, 400],
      [decisionPath('approve', 'pageText', 1), {}, 400],
      [decisionPath('approve', 'pageText', 1), { revision: -1 }, 400],
      [decisionPath('approve', 'pageText', 1), { revision: '0' }, 400],
      [decisionPath('approve', 'pageText', 1), { revision: 1.5 }, 400],
      [decisionPath('reject', 'donorMessage', 1), { revision: 1e12 }, 400],
      [decisionPath('approve', 'pageText', 2_000_000), { revision: 0 }, 404],
      [decisionPath('reject', 'donorMessage', 2_000_000), { revision: 0 }, 404],
    ] as const) {
      const response = await actor.request('POST', path, body, { 'accept-language': 'es-CO' });
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(errorOf(response).message).not.toBe('');
    }
    const refused = await actor.request(
      'POST',
      decisionPath('approve', 'pageText', 1),
      { revision: 'x' },
      { 'accept-language': 'es-CO' },
    );
    expect(errorOf(refused)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Algunos campos no son válidos. Revíselos e intente de nuevo.',
    });
    for (const query of ['?kind=letter', '?pageSize=100000', '?sort=text', '?cursor=%%%']) {
      const response = await actor.request('GET', `${DONATION_PATHS.textReviews}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

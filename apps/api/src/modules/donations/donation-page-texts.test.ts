// A sponsor's public donation page shows only what was screened (decisions/031): the sponsor's
// text and donors' messages show once the screening found nothing or a coordinator approved
// them; a text naming the child's village, a surname however written, or contact details waits;
// rejected texts never show, to the public or to the sponsor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DONATION_ENDPOINTS,
  DONATION_PATHS,
  donationPageListSchema,
  donationPageSchema,
  endpointPath,
  myDonationPagesSchema,
  textReviewPageSchema,
  type MyDonationPage,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';
import {
  createPageCast,
  donor,
  giveAndPay,
  nextAddress,
  type PageCast,
} from './page-cast.test-fixture';

const clock = new ManualClock(new Date('2026-09-01T15:00:00Z'));
let ctx: TestContext;
let cast: PageCast;

async function publicPage(sponsorId: number, studentId: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: cast.pagePath(sponsorId, studentId),
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return donationPageSchema.parse(response.json());
}

async function myPage(): Promise<MyDonationPage> {
  const response = await cast.actors.SPONSOR.request('GET', DONATION_PATHS.myPages);
  expect(response.statusCode, response.body).toBe(200);
  const page = myDonationPagesSchema
    .parse(response.json())
    .pages.find((candidate) => candidate.studentId === cast.people.luis);
  expect(page).toBeDefined();
  return page!;
}

function saveText(text: unknown) {
  return cast.actors.SPONSOR.request(
    'PUT',
    endpointPath(DONATION_ENDPOINTS.updateMyPage, { studentId: cast.people.luis }),
    { text },
  );
}

async function heldTexts(kind?: 'pageText' | 'donorMessage') {
  const response = await cast.actors.ADMIN.request(
    'GET',
    `${DONATION_PATHS.textReviews}?pageSize=100${kind ? `&kind=${kind}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return textReviewPageSchema.parse(response.json()).items;
}

async function decide(
  decision: 'approve' | 'reject',
  item: { kind: 'pageText' | 'donorMessage'; id: number; revision: number },
) {
  const path =
    decision === 'approve' ? DONATION_PATHS.textReviewApprove : DONATION_PATHS.textReviewReject;
  const response = await cast.actors.ADMIN.request(
    'POST',
    endpointPath({ path }, { kind: item.kind, id: item.id }),
    { revision: item.revision },
  );
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  cast = await createPageCast(ctx);
});
afterAll(() => ctx.close());
describe("a sponsor's page text", () => {
  it('shows at once when the screening finds nothing', async () => {
    const text = 'Luis juega fútbol los sábados y le encanta leer. ¡Ayúdenlo con sus libros!';
    const response = await saveText(text);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ text, textState: 'published', publishedText: text });
    expect((await publicPage(cast.people.emily, cast.people.luis)).text).toBe(text);
  });

  it('naming the village or with a phone waits for a coordinator; the approved text stays public', async () => {
    const approved = (await publicPage(cast.people.emily, cast.people.luis)).text;
    const held = 'Luis vive en la vereda El Hato; escríbanle al 310 555 1234.';
    const response = await saveText(held);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      text: held,
      textState: 'waiting',
      publishedText: approved,
    });
    const page = await publicPage(cast.people.emily, cast.people.luis);
    expect(page.text).toBe(approved);
    expect(JSON.stringify(page)).not.toContain('Hato');
    expect(await myPage()).toMatchObject({ textState: 'waiting', text: held });

    const [item] = await heldTexts('pageText');
    expect(item).toMatchObject({ kind: 'pageText', text: held, student: { id: cast.people.luis } });
    expect(item!.matches.map((match) => [match.kind, match.text])).toEqual([
      ['personalDetails', 'vereda El Hato'],
      ['phone', '310 555 1234'],
    ]);
    for (const match of item!.matches) expect(held.slice(match.start, match.end)).toBe(match.text);

    // Rejected: never shown; the sponsor sees it was not approved and may write again.
    await decide('reject', item!);
    expect((await publicPage(cast.people.emily, cast.people.luis)).text).toBe(approved);
    expect(await myPage()).toMatchObject({
      textState: 'rejected',
      text: held,
      publishedText: approved,
    });
    expect(await heldTexts('pageText')).toEqual([]);
  });

  it('is shown once a coordinator approves what the screening held', async () => {
    const text = 'Con mucha esperanza en el futuro de Luis: ¡gracias por su ayuda!';
    const saved = await saveText(text);
    expect(saved.json()).toMatchObject({ textState: 'waiting' });
    expect((await publicPage(cast.people.emily, cast.people.luis)).text).not.toBe(text);
    const [item] = await heldTexts('pageText');
    expect(item!.matches.map((match) => match.text)).toEqual(['esperanza']);
    await decide('approve', item!);
    expect((await publicPage(cast.people.emily, cast.people.luis)).text).toBe(text);
    expect(await myPage()).toMatchObject({ textState: 'published', text, publishedText: text });
  });

  it("holds the child's surname and the sponsor's, however they are written", async () => {
    for (const text of [
      'Luis Gómez necesita su ayuda',
      'La familia PARDO les agradece',
      'Un abrazo para Luis G0mez',
      'Un abrazo para Luis Gоmez', // a Cyrillic о
      'Un abrazo para Luis G ó m e z',
      'Saludos desde ElHato',
      'Soy Emily Johnson, su madrina',
      'Mi Instagram es @emily_madrina',
      'Escríbanme a emily@example.org',
      'Guarden el secreto: WhatsApp 3105551234',
    ]) {
      const response = await saveText(text);
      expect(response.statusCode, text).toBe(200);
      expect(response.json().textState, text).toBe('waiting');
      expect((await publicPage(cast.people.emily, cast.people.luis)).text).not.toBe(text);
    }
  });

  it('refuses bad input with a clear 4xx and keeps the text', async () => {
    const before = await myPage();
    for (const text of ['x'.repeat(1001), 12, null, { a: 1 }]) {
      const response = await saveText(text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
    const unknown = await cast.actors.SPONSOR.request(
      'PUT',
      endpointPath(DONATION_ENDPOINTS.updateMyPage, { studentId: cast.people.camilo }),
      { text: 'Hola' },
    );
    expect(unknown.statusCode).toBe(404);
    const noBody = await cast.actors.SPONSOR.request(
      'PUT',
      endpointPath(DONATION_ENDPOINTS.updateMyPage, { studentId: cast.people.luis }),
      {},
    );
    expect(noBody.statusCode).toBe(400);
    const huge = await cast.actors.SPONSOR.request('PUT', `${DONATION_PATHS.myPages}/99999999999`, {
      text: 'Hola',
    });
    expect(huge.statusCode).toBe(400);
    expect((await saveText('Hola')).statusCode).toBe(200);
    // Put it back as it was for the tests that follow.
    expect((await myPage()).text).toBe('Hola');
    expect(before.publishedText).not.toBe('');
  });
});

describe("donors' messages", () => {
  it('with a phone number wait for a coordinator, hidden from the page and the sponsor', async () => {
    const message = 'Luis, llámame al 310 555 1234 cuando quieras';
    const id = await giveAndPay(
      ctx,
      donor({ firstName: 'Rosa', message, ...cast.credit(cast.people.emily, cast.people.luis) }),
    );
    const page = await publicPage(cast.people.emily, cast.people.luis);
    expect(JSON.stringify(page)).not.toContain('310 555 1234');
    expect(page.messages.map((shown) => shown.firstName)).not.toContain('Rosa');
    expect((await myPage()).messages.map((shown) => shown.message)).not.toContain(message);
    const list = donationPageListSchema.parse(
      (await cast.actors.SPONSOR.request('GET', `${DONATION_PATHS.list}?pageSize=200`)).json(),
    );
    const gift = list.items.find((item) => item.id === id);
    expect(gift).toMatchObject({ firstName: '', message: '', messageReview: null });
    expect(JSON.stringify(list)).not.toContain('310 555 1234');
    // Coordinators see it, and what is held.
    const coordinators = donationPageListSchema.parse(
      (await cast.actors.ADMIN.request('GET', `${DONATION_PATHS.list}?pageSize=200`)).json(),
    );
    expect(coordinators.items.find((item) => item.id === id)).toMatchObject({
      message,
      messageReview: 'held',
    });

    const item = (await heldTexts('donorMessage')).find((held) => held.id === id);
    expect(item).toMatchObject({ text: message, donorFirstName: 'Rosa', revision: 0 });
    expect(item!.matches.map((match) => match.kind)).toContain('phone');
    await decide('approve', item!);
    const shown = await publicPage(cast.people.emily, cast.people.luis);
    expect(shown.messages[0]).toMatchObject({ firstName: 'Rosa', message });
  });

  it("naming the child's village, online or recorded by hand, are held; rejected never show", async () => {
    const online = 'Saludos a toda la vereda El Hato';
    const onlineId = await giveAndPay(
      ctx,
      donor({ message: online, ...cast.credit(cast.people.emily, cast.people.luis) }),
    );
    const byHand = 'Con cariño para Luis y su familia de El Hato';
    const manual = await cast.actors.ADMIN.request('POST', DONATION_PATHS.manual, {
      amountCents: 3000,
      method: 'cash',
      paidOn: '2026-08-30',
      firstName: 'Jorge',
      lastName: 'Ramírez',
      message: byHand,
      sponsorId: cast.people.emily,
      studentId: cast.people.luis,
    });
    expect(manual.statusCode, manual.body).toBe(201);
    const manualId = manual.json<{ id: number }>().id;
    const held = await heldTexts('donorMessage');
    for (const id of [onlineId, manualId]) {
      const item = held.find((candidate) => candidate.id === id);
      expect(item?.matches.map((match) => match.kind)).toEqual(['personalDetails']);
      await decide('reject', item!);
    }
    const page = await publicPage(cast.people.emily, cast.people.luis);
    expect(JSON.stringify(page)).not.toContain('Hato');
    expect(page.giftCount + page.testGiftCount).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(await myPage())).not.toContain('Hato');
  });

  it('show at once when nothing is found, with the first name alone', async () => {
    await giveAndPay(
      ctx,
      donor({
        firstName: 'Ana Donante',
        lastName: 'Donante',
        message: '¡Ánimo, Luis! Estamos contigo.',
        ...cast.credit(cast.people.emily, cast.people.luis),
      }),
    );
    const [newest] = (await publicPage(cast.people.emily, cast.people.luis)).messages;
    expect(newest).toEqual({
      firstName: 'Ana',
      message: '¡Ánimo, Luis! Estamos contigo.',
      at: expect.any(String),
      // Paid on the test checkout: the page marks it as a test gift.
      isTest: true,
    });
  });

  it('are held when the first name carries contact details', async () => {
    const id = await giveAndPay(
      ctx,
      donor({
        firstName: 'Ana 3105551234',
        message: 'Un abrazo',
        ...cast.credit(cast.people.emily, cast.people.luis),
      }),
    );
    const item = (await heldTexts('donorMessage')).find((held) => held.id === id);
    expect(item?.donorNameMatches.map((match) => match.kind)).toEqual(['phone']);
    expect(JSON.stringify(await publicPage(cast.people.emily, cast.people.luis))).not.toContain(
      '3105551234',
    );
  });
});

// What the delivery log's test does to make each transactional mail go, through the endpoints
// people use: a letter written, then delivered or returned; a parent agreement requested and
// signed; an assessment submitted and returned; a manual gift; a paid ticket; a new year's
// recommitment. Each answers the address its mail goes to.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  AGREEMENT_PATHS,
  ASSESSMENT_PATHS,
  DONATION_PATHS,
  EVENT_PATHS,
  LETTER_ENDPOINTS,
  PAYMENT_PATHS,
  PERIOD_PATHS,
  YEAR_CYCLE_PATHS,
  endpointPath,
  publicAgreementSchema,
  type EventDetail,
  type Period,
} from '@portal/shared';
import { makeAgreementsOptional, publishAgreementDraft } from '../../../test/helpers/agreements';
import type { EmailWorld } from '../../../test/helpers/email-world';
import { callAs, expectOk } from '../../../test/helpers/privacy-calls';
import { queryRows, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';

/** 150 characters: the shortest assessment that may be submitted. */
const ASSESSMENT_TEXT = `${'I will lead by example. '.repeat(7).slice(0, 149)}!`;

export class Senders {
  private lettersWritten = 0;
  private parentRequest: Promise<string> | undefined;

  constructor(
    private readonly ctx: TestContext,
    private readonly world: EmailWorld,
  ) {}

  private get boss() {
    return this.world.actors.SUPER_ADMIN;
  }

  /** Writes a letter as the sponsor to a student with an account, claimed by a coordinator. */
  private async writeLetter(): Promise<{ id: number; studentEmail: string }> {
    await makeAgreementsOptional(this.ctx.database);
    const [pairing] = await queryRows<{ id: number; email: string }>(
      this.ctx.database,
      sql`select s.id, u.email from sponsorships s join students st on st.id = s.student_id join users u on u.id = st.user_id where s.sponsor_id = ${this.world.sponsorIds.SPONSOR} and s.period_id = ${this.world.periodId} and u.email = ${this.world.actors.STUDENT.email}`,
    );
    if (!pairing) throw new Error('no sponsorship with a student account');
    this.lettersWritten += 1;
    const letter = await expectOk<{ id: number }>(
      callAs(this.ctx, this.world.actors.SPONSOR, LETTER_ENDPOINTS.create, {
        body: {
          sponsorshipId: pairing.id,
          number: this.lettersWritten,
          subject: 'Hello',
          message: 'I like football and I have a dog.',
          originalLanguage: 'en-US',
          targetLanguage: 'es-CO',
          send: true,
        },
      }),
      'write a letter',
    );
    await expectOk(
      callAs(this.ctx, this.boss, LETTER_ENDPOINTS.claim, { params: { id: letter.id } }),
      'claim the letter',
    );
    return { id: letter.id, studentEmail: pairing.email };
  }

  /** A coordinator asks the minor sponsor's confirmed parent to sign (once). */
  requestParentAgreement(): Promise<string> {
    this.parentRequest ??= (async () => {
      await publishAgreementDraft(this.boss, 'parent-consent');
      const [parent] = await queryRows<{ id: number }>(
        this.ctx.database,
        sql`update sponsor_parents set confirmed_at = now() where sponsor_id = ${this.world.sponsorIds.MINOR} returning id`,
      );
      const response = await this.boss.request('POST', AGREEMENT_PATHS.parentAgreementSend, {
        sponsorId: this.world.sponsorIds.MINOR,
        parentId: parent?.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      return this.world.parentEmail;
    })();
    return this.parentRequest;
  }

  async deliverLetter() {
    const { id, studentEmail } = await this.writeLetter();
    const params = { id };
    await callAs(this.ctx, this.boss, LETTER_ENDPOINTS.translate, {
      params,
      body: {
        translatedSubject: 'Hola',
        translatedMessage: 'Me gusta el fútbol y tengo un perro.',
      },
    });
    await expectOk(callAs(this.ctx, this.boss, LETTER_ENDPOINTS.deliver, { params }), 'deliver');
    return studentEmail;
  }

  async returnLetter() {
    const { id } = await this.writeLetter();
    await expectOk(
      callAs(this.ctx, this.boss, LETTER_ENDPOINTS.returnToWriter, {
        params: { id },
        body: { note: 'Please tell us more about your family.' },
      }),
      'return the letter',
    );
    return this.world.actors.SPONSOR.email;
  }

  async signParentAgreement() {
    const address = await this.requestParentAgreement();
    const [request] = await queryRows<{ text: string }>(
      this.ctx.database,
      sql`select text from mail_outbox where lower(to_address) = lower(${address}) order by id desc limit 1`,
    );
    const key = /\/agreement\/([A-Za-z0-9_-]+)/.exec(request?.text ?? '')?.[1];
    if (!key) throw new Error('no agreement link in the request');
    const page = publicAgreementSchema.parse(
      (
        await this.ctx.app.inject({
          method: 'GET',
          url: AGREEMENT_PATHS.publicAgreement.replace(':key', key),
        })
      ).json(),
    );
    const signed = await this.ctx.app.inject({
      method: 'POST',
      url: AGREEMENT_PATHS.publicAgreementSign.replace(':key', key),
      headers: { 'user-agent': 'Parent phone browser' },
      payload: {
        versionIds: page.texts.map((text) => text.versionId),
        signerName: 'Rosa Moore',
        relationship: 'mother',
        signature: { kind: 'typed', text: 'rosa moore' },
      },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    return address;
  }

  async returnAssessment() {
    const sponsor = this.world.actors.SPONSOR_ES;
    const submitted = await sponsor.request(
      'POST',
      ASSESSMENT_PATHS.myAssessmentSubmit.replace(':part', 'vision'),
      { text: ASSESSMENT_TEXT },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const path = ASSESSMENT_PATHS.assessmentReturn
      .replace(':id', String(this.world.sponsorIds.SPONSOR_ES))
      .replace(':part', 'vision');
    const returned = await this.boss.request('POST', path, {
      periodId: this.world.periodId,
      comment: 'Tell us about one moment you led others.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    return sponsor.email;
  }

  async recordManualGift() {
    const email = uniqueEmail('donor');
    const response = await this.boss.request('POST', DONATION_PATHS.manual, {
      amountCents: 4000,
      method: 'cash',
      paidOn: '2026-11-20',
      firstName: 'Marta',
      lastName: 'Manual',
      email,
    });
    expect(response.statusCode, response.body).toBe(201);
    return email;
  }

  async buyTicket() {
    const created = await this.boss.request('POST', EVENT_PATHS.events, {
      name: 'Spring gala',
      description: '',
      location: 'Hall',
      capacity: 50,
      startsAt: '2027-01-20T23:00:00.000Z',
      endsAt: '2027-01-21T02:00:00.000Z',
      salesStartAt: '2026-11-01T00:00:00.000Z',
      salesEndAt: '2027-01-19T00:00:00.000Z',
      published: true,
      ticketTypes: [{ name: 'General', priceCents: 2500 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<EventDetail>();
    const email = uniqueEmail('buyer');
    const order = await this.ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: event.slug }),
      payload: {
        items: [{ ticketTypeId: event.ticketTypes[0]?.id, quantity: 2 }],
        buyer: { firstName: 'Pablo', lastName: 'Díaz', email },
      },
    });
    expect(order.statusCode, order.body).toBeLessThan(300);
    const sessionId = order.json<{ checkoutUrl: string }>().checkoutUrl.split('/').at(-1);
    const paid = await this.ctx.app.inject({
      method: 'POST',
      url: endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId: sessionId ?? '' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return email;
  }

  async recommit() {
    const created = await this.boss.request('POST', PERIOD_PATHS.periods, {
      name: '2027-2028',
      startDate: '2027-08-01',
      endDate: '2028-07-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    const next = created.json<Period>();
    const run = await this.boss.request(
      'POST',
      YEAR_CYCLE_PATHS.recommit.replace(':id', String(next.id)),
      { dryRun: false },
    );
    expect(run.statusCode, run.body).toBe(200);
    return this.world.actors.SPONSOR.email;
  }
}

// The mailer stores every message in mail_outbox, then delivers it over SMTP when configured.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../test/helpers/smtp';
import { createTestContext, queryRows, type TestContext } from '../../test/helpers/test-app';
import { systemClock } from './clock';
import { createMailer } from './mailer';

let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const outboxRow = async (id: number) =>
  (
    await queryRows<{
      status: string;
      error: string | null;
      attempts: number;
      sent_at: Date | null;
      to_address: string;
    }>(
      ctx.database,
      sql`select status, error, attempts, sent_at, to_address from mail_outbox where id = ${id}`,
    )
  )[0];

describe('mailer', () => {
  it('delivers through SMTP and marks the outbox row sent', async () => {
    const mailer = createMailer({
      db: ctx.database.db,
      smtpUrl: smtp.url,
      from: 'Portal <portal@example.org>',
      log: ctx.app.log,
      clock: systemClock,
    });
    const result = await mailer.send({
      to: 'maria@example.org',
      subject: 'Hola ñandú',
      text: 'Texto con acentos: áéíóú',
      html: '<p>hola</p>',
    });
    expect(result.status).toBe('sent');
    const mail = await smtp.waitForMail((received) => received.to.includes('maria@example.org'));
    expect(mail.subject).toBe('Hola ñandú');
    expect(mail.text).toContain('Texto con acentos: áéíóú');
    expect(await outboxRow(result.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    await mailer.close();
  });

  it('keeps the message pending in the outbox without SMTP_URL', async () => {
    const mailer = createMailer({
      db: ctx.database.db,
      smtpUrl: undefined,
      from: 'x@example.org',
      log: ctx.app.log,
      clock: systemClock,
    });
    const result = await mailer.send({ to: 'nobody@example.org', subject: 'Kept', text: 'body' });
    expect(result.status).toBe('pending');
    expect(await outboxRow(result.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      sent_at: null,
    });
  });

  it('records a delivery failure with its error instead of throwing', async () => {
    const mailer = createMailer({
      db: ctx.database.db,
      smtpUrl: 'smtp://127.0.0.1:1?connectionTimeout=2000',
      from: 'x@example.org',
      log: ctx.app.log,
      clock: systemClock,
    });
    const result = await mailer.send({ to: 'fail@example.org', subject: 'Fails', text: 'body' });
    expect(result.status).toBe('failed');
    const row = await outboxRow(result.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.error).toBeTruthy();
    await mailer.close();
  });
});

// Password recovery end to end through a real SMTP server: request, read the link from the
// received mail, reset, and the rules around it (single use, expiry, no account enumeration).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../../test/helpers/smtp';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let smtp: TestSmtpServer;
const clock = new ManualClock();

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    clock,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Portal <portal@example.org>',
      PUBLIC_URL: 'https://portal.example.org/',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const requestRecovery = (email: string) =>
  ctx.app.inject({ method: 'POST', url: API.recovery, payload: { email } });

const reset = (token: string, password: string, confirmPassword = password) =>
  ctx.app.inject({
    method: 'POST',
    url: API.recoveryReset,
    payload: { token, password, confirmPassword },
  });

function tokenFrom(mail: ReceivedMail): string {
  const match = /https:\/\/portal\.example\.org\/auth\/recovery\?token=([A-Za-z0-9_%-]+)/.exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no recovery link in:\n${mail.text}`);
  expect(mail.html).toContain(match[0]);
  return decodeURIComponent(match[1]);
}

describe('password recovery', () => {
  it('mails a link, sets the new password with it, and the link works once', async () => {
    const user = await ctx.createUser({ firstName: 'Sofía' });
    const asked = await requestRecovery(user.email.toUpperCase());
    expect(asked.statusCode).toBe(202);

    const mail = await smtp.waitForMail((received) => received.to.includes(user.email));
    expect(mail.from).toBe('portal@example.org');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Sofía,');
    const token = tokenFrom(mail);

    // A session opened before the reset must end with it.
    const before = await ctx.login(user.email);

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode).toBe(204);

    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: API.auth,
          payload: { username: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    expect((await ctx.login(user.email, 'a brand new password')).data.id).toBe(user.id);
    const oldSession = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=${encodeURIComponent(before.refresh)}`,
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: 'RECOVERY_LINK_INVALID',
      messageKey: 'errors.recoveryLinkInvalid',
    });

    await ctx.app.mailer.flush(); // the outbox row is marked sent just after the server has it
    const rows = await queryRows<{ status: string; sent_at: Date | null }>(
      ctx.database,
      sql`select status, sent_at from mail_outbox where to_address = ${user.email}`,
    );
    expect(rows).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('writes to Spanish-speaking users in Spanish', async () => {
    const user = await ctx.createUser({ language: 'es-CO', firstName: 'Andrés' });
    await requestRecovery(user.email);
    const mail = await smtp.waitForMail((received) => received.to.includes(user.email));
    expect(mail.subject).toBe('Restablezca su contraseña');
    expect(mail.text).toContain('Hola Andrés:');
    expect(mail.text).toContain('60 minutos');
    tokenFrom(mail);
  });

  it('answers an unknown or inactive e-mail exactly like a known one, and sends nothing', async () => {
    const known = await ctx.createUser();
    const inactive = await ctx.createUser({ active: false });
    const knownAnswer = await requestRecovery(known.email);
    const unknownEmail = uniqueEmail('ghost');
    const unknownAnswer = await requestRecovery(unknownEmail);
    const inactiveAnswer = await requestRecovery(inactive.email);
    expect(unknownAnswer.statusCode).toBe(202);
    expect(unknownAnswer.body).toBe(knownAnswer.body);
    expect(inactiveAnswer.body).toBe(knownAnswer.body);
    await smtp.waitForMail((received) => received.to.includes(known.email));
    await ctx.app.background.flush(); // the lookups run after the answers
    await ctx.app.mailer.flush(); // waits for mail still being sent
    expect(
      smtp.received.some(
        (mail) => mail.to.includes(unknownEmail) || mail.to.includes(inactive.email),
      ),
    ).toBe(false);
  });

  it('refuses an expired link and keeps only the newest link valid', async () => {
    const user = await ctx.createUser();
    await requestRecovery(user.email);
    const firstToken = tokenFrom(
      await smtp.waitForMail((received) => received.to.includes(user.email)),
    );
    await requestRecovery(user.email);
    const secondMail = await smtp.waitForMail(
      (received) =>
        received.to.includes(user.email) && !received.text.includes(encodeURIComponent(firstToken)),
    );
    const secondToken = tokenFrom(secondMail);
    expect((await reset(firstToken, 'new password 1')).statusCode).toBe(400);

    clock.advance(60 * 60 * 1000 + 1000);
    try {
      expect((await reset(secondToken, 'new password 2')).statusCode).toBe(400);
    } finally {
      clock.advance(-(60 * 60 * 1000 + 1000));
    }
    expect((await ctx.login(user.email)).data.id).toBe(user.id);
  });

  it('validates the new password: minimum length and matching confirmation', async () => {
    const short = await ctx.app.inject({
      method: 'POST',
      url: API.recoveryReset,
      headers: { 'accept-language': 'es-CO' },
      payload: { token: 'x', password: 'short', confirmPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).issues).toEqual([{ path: 'password', message: 'Mínimo 8 caracteres' }]);
    const mismatch = await reset('x', 'long enough 1', 'long enough 2');
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).issues).toEqual([
      { path: 'confirmPassword', message: 'Passwords must match' },
    ]);
    expect((await reset('not-a-real-token', 'long enough 1')).statusCode).toBe(400);
  });
});

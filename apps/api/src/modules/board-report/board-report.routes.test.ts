// The board report's endpoints: the super admin's alone; its settings checked; sending it now
// goes to each board member in their language with the PDF in that language, through the mail
// queue, without an unsubscribe link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATHS, type BoardReportSettings } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createEmailWorld, type EmailWorld } from '../../../test/helpers/email-world';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let smtp: TestSmtpServer;
let world: EmailWorld;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL: '30d' } });
  world = await createEmailWorld(ctx, clock);
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('who reaches the board report', () => {
  it('is the super admin alone', async () => {
    const { actors } = world;
    for (const name of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { enabled: true, dayOfMonth: 2 }],
      ] as const) {
        const response = await actors[name].request(method, EMAIL_PATHS.boardReport, body);
        expect(response.statusCode, `${name} ${method}`).toBe(403);
      }
      expect((await actors[name].request('POST', EMAIL_PATHS.boardReportSend)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: EMAIL_PATHS.boardReport });
    expect(anonymous.statusCode).toBe(401);
    const settings = await actors.SUPER_ADMIN.request('GET', EMAIL_PATHS.boardReport);
    expect(settings.statusCode).toBe(200);
    expect(settings.json<BoardReportSettings>()).toMatchObject({ enabled: false, nextRunAt: null });
  });

  it('refuses settings that are not a day of every month, keeping the stored ones', async () => {
    const admin = world.actors.SUPER_ADMIN;
    const saved = await admin.request('PUT', EMAIL_PATHS.boardReport, {
      enabled: true,
      dayOfMonth: 28,
    });
    expect(saved.json<BoardReportSettings>()).toMatchObject({
      enabled: true,
      dayOfMonth: 28,
      nextRunAt: '2026-11-28T00:00:00.000Z',
    });
    for (const body of [
      { enabled: true, dayOfMonth: 29 },
      { enabled: true, dayOfMonth: 0 },
      { enabled: true, dayOfMonth: 1.5 },
      { enabled: 'yes', dayOfMonth: 3 },
      { dayOfMonth: 3 },
      { enabled: true, dayOfMonth: '3' },
      { enabled: true, dayOfMonth: 1e12 },
    ]) {
      const response = await admin.request('PUT', EMAIL_PATHS.boardReport, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    const kept = (await admin.request('GET', EMAIL_PATHS.boardReport)).json<BoardReportSettings>();
    expect(kept).toMatchObject({ enabled: true, dayOfMonth: 28 });
    await admin.request('PUT', EMAIL_PATHS.boardReport, { enabled: false, dayOfMonth: 1 });
  });
});

describe('sending the report now', () => {
  it('needs board members', async () => {
    const response = await world.actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.boardReportSend);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('NO_BOARD_MEMBERS');
  });

  it('reaches each member in their language with the PDF in it', async () => {
    const admin = world.actors.SUPER_ADMIN;
    for (const member of [
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@board.example', language: 'en-US' },
      { firstName: 'Lucía', lastName: 'Pardo', email: 'lucia@board.example', language: 'es-CO' },
    ]) {
      expect((await admin.request('POST', EMAIL_PATHS.boardMembers, member)).statusCode).toBe(201);
    }
    const sent = await admin.request('POST', EMAIL_PATHS.boardReportSend);
    expect(sent.statusCode).toBe(202);
    const { campaignId } = sent.json<{ campaignId: number }>();
    await ctx.app.background.flush();
    await ctx.app.mailer.flush();
    const english = await smtp.waitForMail((mail) => mail.to.includes('grace@board.example'));
    const spanish = await smtp.waitForMail((mail) => mail.to.includes('lucia@board.example'));
    expect(english.subject).toBe('Programme report: November 2026');
    expect(english.text).toContain('Dear Grace,');
    expect(english.raw).toContain('report-2026-11.pdf');
    expect(english.raw).not.toContain('informe-2026-11.pdf');
    expect(spanish.subject).toBe('Informe del programa: noviembre de 2026');
    expect(spanish.text).toContain('Hola, Lucía:');
    expect(spanish.raw).toContain('informe-2026-11.pdf');
    for (const mail of [english, spanish]) expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
    const settings = (
      await admin.request('GET', EMAIL_PATHS.boardReport)
    ).json<BoardReportSettings>();
    expect(settings).toMatchObject({ lastCampaignId: campaignId, members: 2 });
  });
});

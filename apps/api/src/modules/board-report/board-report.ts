// The monthly programme report to the board: its settings (on or off, the day of the month), the
// report sent now on request, and the monthly run each API process looks for every hour (the
// month's claim in the database sends it once). The report is a campaign of its own kind to the
// board audience: the mail queue sends it, its log is the campaign's, each member reads it in
// their language with the PDF in that language.
import {
  EMAIL_ERRORS,
  LANGUAGES,
  type BoardReportSettings,
  type BoardReportSettingsInput,
  type Language,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { readBoardFigures } from './board-figures.repo';
import { boardReportMessage, monthName, renderBoardReportPdf } from './board-report-document';
import {
  claimMonth,
  countBoardMembers,
  readSettings,
  recordCampaign,
  releaseMonth,
  saveSettings,
  type BoardReportSettingsRow,
} from './board-report-settings.repo';

/** What the e-mail area needs to send the report: a campaign to the board, queued at once. */
export interface BoardReportCampaign {
  subject: Record<Language, string>;
  body: Record<Language, string>;
  /** The PDF in each language: a member gets the one in theirs. */
  attachments: Record<Language, Array<{ filename: string; contentType: string; content: Buffer }>>;
}

export interface BoardReportContext {
  db: Database;
  clock: Clock;
  currency: string;
  /** Queues the report as a campaign of kind `boardReport` to the board; answers its id. */
  sendCampaign: (campaign: BoardReportCampaign) => Promise<{ id: number }>;
}

const HOUR_MS = 60 * 60 * 1000;

/** `2026-12`: the month a report is claimed under (UTC). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** When the report goes next (UTC midnight of its day), while it is on. */
export function nextRunAt(row: BoardReportSettingsRow, now: Date): Date | null {
  if (!row.enabled) return null;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (row.lastSentMonth === monthKey(now))
    return new Date(Date.UTC(year, month + 1, row.dayOfMonth));
  const thisMonth = new Date(Date.UTC(year, month, row.dayOfMonth));
  if (thisMonth > now) return thisMonth;
  // Due: the hourly look takes it at the next hour at the latest.
  return new Date(Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS);
}

async function answer(context: BoardReportContext): Promise<BoardReportSettings> {
  const row = await readSettings(context.db);
  const next = nextRunAt(row, context.clock.now());
  return {
    enabled: row.enabled,
    dayOfMonth: row.dayOfMonth,
    lastSentMonth: row.lastSentMonth,
    lastCampaignId: row.lastCampaignId,
    nextRunAt: next?.toISOString() ?? null,
    members: await countBoardMembers(context.db),
  };
}

export function getBoardReportSettings(context: BoardReportContext): Promise<BoardReportSettings> {
  return answer(context);
}

export async function saveBoardReportSettings(
  context: BoardReportContext,
  input: BoardReportSettingsInput,
): Promise<BoardReportSettings> {
  await saveSettings(context.db, input, context.clock.now());
  return answer(context);
}

/** Builds the report (figures, message and PDF per language) and queues it to the board. */
export async function sendBoardReport(
  context: BoardReportContext,
): Promise<{ campaignId: number }> {
  if ((await countBoardMembers(context.db)) === 0) throw appError(EMAIL_ERRORS.NO_BOARD_MEMBERS);
  const now = context.clock.now();
  const figures = await readBoardFigures(context.db, now);
  const campaign: BoardReportCampaign = {
    subject: { 'en-US': '', 'es-CO': '' },
    body: { 'en-US': '', 'es-CO': '' },
    attachments: { 'en-US': [], 'es-CO': [] },
  };
  for (const language of LANGUAGES) {
    const content = {
      month: monthName(now, language),
      figures,
      currency: context.currency,
      language,
    };
    const message = boardReportMessage(content);
    campaign.subject[language] = message.subject;
    campaign.body[language] = message.body;
    campaign.attachments[language] = [
      {
        filename: `${language === 'es-CO' ? 'informe' : 'report'}-${monthKey(now)}.pdf`,
        contentType: 'application/pdf',
        content: await renderBoardReportPdf(content, now),
      },
    ];
  }
  const { id } = await context.sendCampaign(campaign);
  await recordCampaign(context.db, id);
  return { campaignId: id };
}

/**
 * The monthly run: sends this month's report once its day has come, when it is on and there are
 * members. Answers the campaign's id when this call sent it.
 */
export async function runBoardReportIfDue(context: BoardReportContext): Promise<number | null> {
  const row = await readSettings(context.db);
  const now = context.clock.now();
  if (!row.enabled || now.getUTCDate() < row.dayOfMonth) return null;
  const month = monthKey(now);
  if (row.lastSentMonth === month) return null;
  if ((await countBoardMembers(context.db)) === 0) return null;
  if (!(await claimMonth(context.db, month, now))) return null;
  try {
    return (await sendBoardReport(context)).campaignId;
  } catch (error) {
    await releaseMonth(context.db, month, row.lastSentMonth);
    throw error;
  }
}

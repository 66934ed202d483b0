// Never twice, never lost, measured (issue 47): a campaign of N recipients (default 10,000) sent
// by the real API (one process, the production entry point) on a fresh PostgreSQL database to an
// SMTP server in this process that reads each message's recipient and Message-ID; when a share
// of it has arrived (default 40 %), the process is killed with SIGKILL and a new one takes over
// the same database. Measured: recipients who got nothing (target 0), messages that arrived twice
// (target: at most the worker's messages in flight at the kill, batch size x SMTP connections),
// whether every second copy kept its first Message-ID, and the time the new process took to
// finish the campaign.
//
//   npm run bench:email-kill [-- --write] [--recipients 10000] [--kill-at 0.4] [--batch 20]
//                            [--smtp-connections 5]
//
// --write adds a row to bench/RESULTS.md; a missed target exits with 1.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/api/src/db/client';
import { adminQuery, databaseUrlOf, startProcess, stop } from './api-processes';
import { countingSmtpServer, queueBenchCampaign, type Delivery } from './bench-mail';
import { recordResults } from './results-file';

const { values: args } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    recipients: { type: 'string', default: '10000' },
    'kill-at': { type: 'string', default: '0.4' },
    batch: { type: 'string', default: '20' },
    'smtp-connections': { type: 'string', default: '5' },
  },
});
const RECIPIENTS = Number(args.recipients);
const IN_FLIGHT = Number(args.batch) * Number(args['smtp-connections']);
const FINISH_TIMEOUT_MS = 10 * 60_000;

const SECTION = `## E-mail campaign through a killed worker

\`npm run bench:email-kill -- --write\`: a campaign's messages queued in mail_outbox on a fresh
PostgreSQL database, sent by the real API (one process, MAIL_RATE_PER_SECOND=0) to a local SMTP
server that reads each message's recipient and Message-ID; once the share in "killed at" has
arrived, the process gets SIGKILL and a new one takes over. Targets: nobody without their
message; at most the messages in flight at the kill (batch x SMTP connections) sent twice, each
second copy with its first Message-ID.

| date | recipients | killed at | batch / SMTP connections | lost | sent twice (bound) | same Message-ID | new process finished in | load | targets |
|---|---|---|---|---|---|---|---|---|---|
<!-- email-kill-rows -->
`;

/** Who got nothing, who got more than one copy, and whether each copy kept one Message-ID. */
function tally(deliveries: Delivery[]) {
  const byRecipient = new Map<string, Set<string>>();
  const copies = new Map<string, number>();
  for (const { to, messageId } of deliveries) {
    byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(messageId));
    copies.set(to, (copies.get(to) ?? 0) + 1);
  }
  let lost = 0;
  for (let n = 1; n <= RECIPIENTS; n++) if (!copies.has(`r${n}@bench.example.org`)) lost++;
  const twice = [...copies.values()].reduce((sum, count) => sum + count - 1, 0);
  const isSameMessageId = [...byRecipient.values()].every((ids) => ids.size === 1);
  return { lost, twice, isSameMessageId };
}

function apiEnv(smtpUrl: string): Record<string, string> {
  return {
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Bench <bench@example.org>',
    MAIL_RATE_PER_SECOND: '0',
    MAIL_BATCH_SIZE: String(args.batch),
    MAIL_SMTP_CONNECTIONS: String(args['smtp-connections']),
  };
}

async function main() {
  const databaseName = `portal_bench_kill_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-kill-'));
  const smtp = await countingSmtpServer({ keepDeliveries: true });
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const database = openPostgres(databaseUrl, 2);
  const secret = randomBytes(32).toString('hex');
  const start = () =>
    startProcess({
      databaseUrl,
      port: 3900 + Math.floor(Math.random() * 90),
      dataDir,
      secret,
      env: apiEnv(smtp.url),
    });
  let api: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    api = await start();
    await queueBenchCampaign(database, RECIPIENTS);
    const killAt = Math.floor(RECIPIENTS * Number(args['kill-at']));
    while (smtp.received() < killAt) await sleep(5);
    api.child.kill('SIGKILL');
    await new Promise((resolve) => api!.child.once('exit', resolve));
    const killedAt = smtp.received();
    console.info(`killed with SIGKILL after ${killedAt} deliveries`);
    const restartedAt = Date.now();
    api = await start();
    const deadline = restartedAt + FINISH_TIMEOUT_MS;
    while (tally(smtp.deliveries()).lost > 0 && Date.now() < deadline) await sleep(200);
    // Anything the new process would send twice arrives within its next batches.
    await sleep(3000);
    const finishedIn = (Date.now() - restartedAt) / 1000;
    const { lost, twice, isSameMessageId } = tally(smtp.deliveries());
    const met = lost === 0 && twice <= IN_FLIGHT && isSameMessageId;
    console.info(
      `lost ${lost}, sent twice ${twice} (bound ${IN_FLIGHT}), same Message-ID: ${isSameMessageId}, new process finished in ${finishedIn.toFixed(1)} s: ${met ? 'every target met' : 'a target was missed'}`,
    );
    if (args.write) {
      const date = new Date().toISOString().slice(0, 10);
      const load = (os.loadavg()[0] ?? 0).toFixed(1);
      await recordResults(
        {
          '<!-- email-kill-rows -->': [
            `| ${date} | ${RECIPIENTS} | ${killedAt} | ${args.batch} / ${args['smtp-connections']} | ${lost} | ${twice} (${IN_FLIGHT}) | ${isSameMessageId ? 'yes' : 'no'} | ${finishedIn.toFixed(1)} s | ${load} | ${met ? 'met' : 'missed'} |`,
          ],
        },
        SECTION,
      );
    }
    if (!met) process.exitCode = 1;
  } finally {
    if (api) await stop(api.child);
    await database.close().catch(() => undefined);
    await smtp.close();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

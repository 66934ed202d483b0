// A 10,000-recipient campaign through a local SMTP server (issue 47): the real API (one process,
// the production entry point) on a fresh PostgreSQL database with 10,000 students, its mail
// worker with the rate limit off, and an SMTP server in this process that takes every message
// and counts it. Measured: messages a second (first to last delivery, and queue to done), the
// API process's memory (RSS and heap from its /metrics) before and at its peak while sending,
// and the students list's p99 with autocannon, quiet and while the campaign sends.
//
//   npm run bench:email [-- --write] [--recipients 10000] [--duration 10] [--connections 10]
//                       [--batch 20] [--smtp-connections 5]
//
// Targets: at least 100 messages a second, memory growth under 100 MB, p99 while sending under
// twice the quiet one. The campaign's rows are inserted as the campaign module queues them (one
// per address, each with its Message-ID and unsubscribe token). --write adds a row to
// bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { STUDENT_PATHS } from '@portal/shared';
import { openPostgres } from '../apps/api/src/db/client';
import { adminQuery, databaseUrlOf, startProcess, stop } from './api-processes';
import { countingSmtpServer, queueBenchCampaign } from './bench-mail';
import { generateStudents } from './generate-students';
import { recordResults } from './results-file';
import { signIn } from './serve';

const { values: args } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    recipients: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    batch: { type: 'string', default: '20' },
    'smtp-connections': { type: 'string', default: '5' },
  },
});
const RECIPIENTS = Number(args.recipients);
const ADMIN_EMAIL = 'bench-admin@example.org';
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const MB = 1024 * 1024;

/** The API process's resident memory and V8 heap in use, from its /metrics. */
async function memoryOf(base: string): Promise<{ rss: number; heap: number }> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    rss: value('process_resident_memory_bytes'),
    heap: value('nodejs_heap_size_used_bytes'),
  };
}

async function p99Of(url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url,
    headers: { ...headers, 'cache-control': 'no-cache' },
    connections: Number(args.connections),
    duration: Number(args.duration),
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`students list: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { p99: result.latency.p99, rps: result.requests.average };
}

async function main() {
  const databaseName = `portal_bench_mail_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-email-'));
  const smtp = await countingSmtpServer();
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const database = openPostgres(databaseUrl, 2);
  let api: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    console.info('loading 10,000 students...');
    await generateStudents(database, 10_000);
    api = await startProcess({
      databaseUrl,
      port: 3900 + Math.floor(Math.random() * 90),
      dataDir,
      secret: randomBytes(32).toString('hex'),
      env: {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        METRICS_TOKEN,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Bench <bench@example.org>',
        MAIL_RATE_PER_SECOND: '0',
        MAIL_BATCH_SIZE: String(args.batch),
        MAIL_SMTP_CONNECTIONS: String(args['smtp-connections']),
      },
    });
    const { base } = api;
    const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    const listUrl = `${base}${STUDENT_PATHS.students}?pageSize=50&sort=lastName`;
    await p99Of(listUrl, headers); // warm-up: the JIT compiles the list's code
    const quiet = await p99Of(listUrl, headers);
    console.info(`students list, quiet: p99 ${quiet.p99} ms (${quiet.rps.toFixed(0)} req/s)`);
    const before = await memoryOf(base);

    const queuedAt = Date.now();
    await queueBenchCampaign(database, RECIPIENTS);

    let peak = before;
    const sampling = (async () => {
      while (smtp.received() < RECIPIENTS) {
        const now = await memoryOf(base).catch(() => peak);
        peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
        await sleep(1000);
      }
    })();
    // Wait for the first delivery, then load the list while the campaign sends.
    while (smtp.received() === 0) await sleep(50);
    const sentBeforeLoad = smtp.received();
    const busy = await p99Of(listUrl, headers);
    const duringLoad = (smtp.received() - sentBeforeLoad) / Number(args.duration);
    const sentDuringLoad = smtp.received();
    console.info(
      `students list, while sending: p99 ${busy.p99} ms (${busy.rps.toFixed(0)} req/s; ${sentDuringLoad} sent by its end)`,
    );
    await sampling;
    const doneAt = Date.now();
    const [span] = (
      (await database.db.execute(sql`
        select count(*) filter (where status = 'sent')::int as sent,
          extract(epoch from max(sent_at) - min(sent_at))::float8 as seconds
        from mail_outbox where kind = 'campaign'`)) as unknown as {
        rows: { sent: number; seconds: number }[];
      }
    ).rows;
    // The worker records its last outcomes just after the server took the messages.
    await sleep(1000);
    const perSecond = RECIPIENTS / Math.max(span?.seconds ?? 0, 0.001);
    const overall = RECIPIENTS / ((doneAt - queuedAt) / 1000);
    const rssGrowth = (peak.rss - before.rss) / MB;
    const heapGrowth = (peak.heap - before.heap) / MB;
    const ratio = busy.p99 / Math.max(quiet.p99, 1);
    const lines = [
      `messages: ${smtp.received()} received, ${span?.sent ?? 0} marked sent`,
      `rate: ${perSecond.toFixed(0)} msg/s first to last delivery, ${overall.toFixed(0)} msg/s queue to done (target 100)`,
      `memory: RSS ${(before.rss / MB).toFixed(0)} -> peak ${(peak.rss / MB).toFixed(0)} MB (+${rssGrowth.toFixed(0)}), heap ${(before.heap / MB).toFixed(0)} -> peak ${(peak.heap / MB).toFixed(0)} MB (+${heapGrowth.toFixed(0)}) (target < 100 MB growth)`,
      `students list p99: quiet ${quiet.p99} ms, while sending ${busy.p99} ms (${ratio.toFixed(2)}x, target < 2x); the campaign sent ${duringLoad.toFixed(0)} msg/s while the list was loaded`,
    ];
    for (const line of lines) console.info(line);
    const met =
      perSecond >= 100 && overall >= 100 && rssGrowth < 100 && heapGrowth < 100 && ratio < 2;
    console.info(met ? 'every target met' : 'a target was missed');
    if (args.write) {
      const date = new Date().toISOString().slice(0, 10);
      const load = (os.loadavg()[0] ?? 0).toFixed(1);
      await recordResults(
        {
          '<!-- email-rows -->': [
            `| ${date} | ${RECIPIENTS} | ${args.batch} / ${args['smtp-connections']} | ${perSecond.toFixed(0)} (${overall.toFixed(0)}) | +${rssGrowth.toFixed(0)} / +${heapGrowth.toFixed(0)} MB | ${quiet.p99} / ${busy.p99} ms (${ratio.toFixed(2)}x) | ${duringLoad.toFixed(0)} | ${load} | ${met ? 'met' : 'missed'} |`,
          ],
        },
        EMAIL_SECTION,
      );
    }
  } finally {
    if (api) await stop(api.child);
    await database.close().catch(() => undefined);
    await smtp.close();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const EMAIL_SECTION = `## E-mail campaign throughput

\`npm run bench:email -- --write\`: a 10,000-recipient campaign's rows queued in mail_outbox (as
the campaign module queues them: Message-ID and unsubscribe token each) on a fresh PostgreSQL
database holding 10,000 students; the real API (one process) sends them to a local SMTP server
(smtp-server in the bench process, counting) with MAIL_RATE_PER_SECOND=0. Messages a second from
the first to the last delivery (in brackets: from queueing to the last), the API process's growth
in resident memory and V8 heap (its /metrics, sampled every second) from before queueing to the
peak while sending, and the students list's p99 (autocannon, \`Cache-Control: no-cache\`, 10
connections, 10 s) quiet and while sending. Targets: at least 100 msg/s, growth under 100 MB,
p99 while sending under twice quiet. The list's load also slows the campaign: the msg/s it kept
while the list was loaded is its own column.

| date | recipients | batch / SMTP connections | msg/s | RSS / heap growth | list p99 quiet / sending | msg/s under list load | load | targets |
|---|---|---|---|---|---|---|---|---|
<!-- email-rows -->
`;

await main();

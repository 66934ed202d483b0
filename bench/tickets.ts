// `npm run bench:tickets`: 1,000 simultaneous buyers for 100 seats through two API processes on
// one PostgreSQL database (issue 12). Each buyer asks for one ticket from an address of their own
// (the processes trust X-Forwarded-For, so the per-address throttle of orders is not what stops
// anyone). The run fails unless exactly 100 seats are taken (held or sold), every other buyer is
// answered 409 SOLD_OUT, and no answer is a 5xx. Prints the throughput and the latencies; `--write`
// adds a row to bench/RESULTS.md.
//
//   npx tsx bench/tickets.ts [--buyers 1000] [--seats 100] [--free] [--write]
//
// Paid tickets by default (a seat hold and a checkout of the built-in test provider per winner);
// `--free` confirms at once (tickets, their PDF and the e-mail queued per winner). A paid seat
// held by a winner who has not paid yet is not sold: the others may be answered SEATS_BEING_PAID.
//
//   npx tsx bench/tickets.ts --hoarders 20 [--buyers 1000] [--seats 300] [--hold 20s] [--write]
//
// The hoarding run (bench/ticket-hoarders.ts): hoarders who hold unpaid orders and never pay,
// renewing them, arrive with the honest buyers, who pay at once or wait while seats are being
// paid for. Holds last `--hold` (a short one, so that the run takes minutes, not hours). Fails
// unless the honest buyers end up with every seat.
// Needs PostgreSQL (BENCH_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// a fresh database is made and dropped.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { EVENT_PATHS, endpointPath } from '@portal/shared';
import { adminQuery, databaseUrlOf, percentile, startProcess, stop } from './api-processes';
import { recordResults } from './results-file';
import { runHoarding } from './ticket-hoarders';
import { openPostgres } from '../apps/api/src/db/client';
import { events, ticketTypes } from '../apps/api/src/db/schema/index';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '1000' },
    seats: { type: 'string' },
    free: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
    hoarders: { type: 'string', default: '0' },
    hold: { type: 'string', default: '20s' },
  },
});
const buyerCount = Number(args.buyers);
const hoarderCount = Number(args.hoarders);
const seatCount = Number(args.seats ?? (hoarderCount > 0 ? '300' : '100'));
const isFree = args.free;
const holdMs = Number(/^(\d+)s$/.exec(args.hold)?.[1] ?? 20) * 1000;

async function main() {
  const databaseName = `portal_bench_tickets_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-tickets-'));
  await adminQuery(`create database ${databaseName}`);
  const databaseUrl = databaseUrlOf(databaseName);
  const database = openPostgres(databaseUrl, 4);
  const processes: ChildProcess[] = [];
  try {
    console.info(`tickets: preparing ${databaseName}...`);
    await database.migrate();
    const { db } = database;
    const now = Date.now();
    const [event] = await db
      .insert(events)
      .values({
        slug: 'bench-gala',
        name: 'Bench gala',
        location: 'Loopback hall',
        capacity: seatCount,
        startsAt: new Date(now + 30 * 86_400_000),
        endsAt: new Date(now + 30 * 86_400_000 + 3 * 3_600_000),
        salesStartAt: new Date(now - 3_600_000),
        salesEndAt: new Date(now + 29 * 86_400_000),
        published: true,
      })
      .returning({ id: events.id });
    if (!event) throw new Error('no event');
    const [type] = await db
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'General', priceCents: isFree ? 0 : 2500 })
      .returning({ id: ticketTypes.id });
    if (!type) throw new Error('no ticket type');

    const secret = randomBytes(32).toString('hex');
    const processEnv: Record<string, string> = {
      PUBLIC_URL: 'http://portal.bench',
      // Each simulated buyer has an address of their own, given in X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...(hoarderCount > 0 ? { EVENT_HOLD_TTL: `${holdMs / 1000}s` } : {}),
    };
    const basePort = 5400 + Math.floor(Math.random() * 500);
    const first = await startProcess({
      databaseUrl,
      port: basePort,
      dataDir: path.join(dataDir, 'a'),
      secret,
      env: processEnv,
    });
    processes.push(first.child);
    const second = await startProcess({
      databaseUrl,
      port: basePort + 1,
      dataDir: path.join(dataDir, 'b'),
      secret,
      env: processEnv,
    });
    processes.push(second.child);
    const orderPath = endpointPath({ path: EVENT_PATHS.publicOrders }, { slug: 'bench-gala' });

    // Warm both processes up (code loaded and compiled, connections open), as a running portal is.
    const pagePath = endpointPath({ path: EVENT_PATHS.publicEvent }, { slug: 'bench-gala' });
    for (let round = 0; round < 5; round += 1)
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          fetch(`${index % 2 === 0 ? first.base : second.base}${pagePath}`).then((r) => r.text()),
        ),
      );

    if (hoarderCount > 0) {
      await hoardingRun(db, event.id, type.id, [first.base, second.base], orderPath);
      return;
    }
    console.info(
      `tickets: ${buyerCount} simultaneous buyers for ${seatCount} ${isFree ? 'free' : 'paid'} seats through 2 API processes...`,
    );
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: buyerCount }, async (_, index) => {
        const base = index % 2 === 0 ? first.base : second.base;
        const sent = performance.now();
        const response = await fetch(`${base}${orderPath}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
          body: JSON.stringify({
            items: [{ ticketTypeId: type.id, quantity: 1 }],
            buyer: {
              firstName: `Buyer${index}`,
              lastName: 'Bench',
              email: `buyer${index}@bench.example.org`,
            },
          }),
        });
        const body = (await response.json()) as { code?: string; message?: string };
        return {
          status: response.status,
          code: body.code,
          message: body.message,
          ms: performance.now() - sent,
        };
      }),
    );
    const elapsedMs = performance.now() - started;

    const [taken] = (
      (await db.execute(
        sql`select coalesce(sum(seats), 0)::int as seats, count(*)::int as orders
            from event_orders where event_id = ${event.id} and status in ('reserved', 'confirmed')`,
      )) as unknown as { rows: Array<{ seats: number; orders: number }> }
    ).rows;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const created = answers.filter((answer) => answer.status === 201).length;
    // A paid seat held by a winner who has not paid yet may come back: SEATS_BEING_PAID.
    const soldOut = answers.filter(
      (answer) => answer.code === 'SOLD_OUT' || answer.code === 'SEATS_BEING_PAID',
    ).length;
    const serverErrors = answers.filter((answer) => answer.status >= 500).length;
    const other = answers.length - created - soldOut;
    const perSecond = (answers.length / elapsedMs) * 1000;
    const p50 = Math.round(percentile(latencies, 0.5));
    const p99 = Math.round(percentile(latencies, 0.99));
    const load = (os.loadavg()[0] ?? 0).toFixed(1);
    console.info(
      `  ${created} orders, ${soldOut} SOLD_OUT, ${other} other (${serverErrors} 5xx); seats taken: ${taken?.seats ?? 0} of ${seatCount}`,
    );
    console.info(
      `  ${Math.round(elapsedMs)} ms in all, ${perSecond.toFixed(1)} orders/s, p50 ${p50} ms, p99 ${p99} ms, load average ${load}`,
    );
    const firstError = answers.find((answer) => answer.status >= 500);
    if (firstError) console.info(`  first 5xx: ${firstError.code} ${firstError.message ?? ''}`);
    const failures: string[] = [];
    if ((taken?.seats ?? 0) !== seatCount)
      failures.push(`${taken?.seats ?? 0} seats taken instead of ${seatCount}`);
    if (created !== Math.min(seatCount, buyerCount))
      failures.push(`${created} orders instead of ${Math.min(seatCount, buyerCount)}`);
    if (serverErrors > 0) failures.push(`${serverErrors} answers were 5xx`);
    if (other > 0)
      failures.push(`${other} answers were neither 201 nor SOLD_OUT (or SEATS_BEING_PAID)`);

    if (args.write) {
      const marker = '<!-- tickets-rows -->';
      const row = `| ${new Date().toISOString().slice(0, 10)} | ${buyerCount} | ${seatCount} | ${isFree ? 'free' : 'paid'} | ${created} | ${soldOut} | ${serverErrors} | ${taken?.seats ?? 0} | ${perSecond.toFixed(1)} | ${p50} ms | ${p99} ms | ${load} |`;
      await recordResults(
        { [marker]: [row] },
        `## Ticket sales under concurrency\n\n\`npm run bench:tickets -- --write\`: N simultaneous buyers of one ticket each (each from an address of\nits own) for an event of M seats, through two API processes on one PostgreSQL 15 database\n(pool of 10 connections each). Every answer is an order or SOLD_OUT, exactly M seats end up\ntaken, and no answer is a 5xx. Paid: each winner's seat is held and a checkout of the test\nprovider started; free: each winner's tickets are issued and their e-mail (PDF, QR codes) queued.\n\n| date | buyers | seats | tickets | orders | SOLD_OUT | 5xx | seats taken | orders/s | p50 | p99 | load average |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n${marker}\n`,
      );
    }
    if (failures.length > 0) {
      console.error(`FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(processes.map(stop));
    await database.close().catch(() => undefined);
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function hoardingRun(
  db: ReturnType<typeof openPostgres>['db'],
  eventId: number,
  ticketTypeId: number,
  bases: string[],
  orderPath: string,
) {
  console.info(
    `tickets: ${hoarderCount} hoarders and ${buyerCount} honest buyers together for ${seatCount} paid seats (holds of ${holdMs / 1000} s) through 2 API processes...`,
  );
  const result = await runHoarding({
    bases,
    orderPath,
    ticketTypeId,
    hoarders: hoarderCount,
    honestBuyers: buyerCount,
    holdMs,
  });
  const [sold] = (
    (await db.execute(
      sql`select coalesce(sum(seats) filter (where buyer_email like 'buyer%'), 0)::int as honest,
                 coalesce(sum(seats) filter (where buyer_email like 'hoarder%'), 0)::int as hoarders
            from event_orders where event_id = ${eventId} and status = 'confirmed'`,
    )) as unknown as { rows: Array<{ honest: number; hoarders: number }> }
  ).rows;
  const honestSeats = sold?.honest ?? 0;
  const load = (os.loadavg()[0] ?? 0).toFixed(1);
  console.info(
    `  honest buyers: ${result.honestWithSeat} with a seat (${honestSeats} seats confirmed), ${result.honestSoldOut} SOLD_OUT, ${result.honestGaveUp} gave up; ${result.beingPaidAnswers} SEATS_BEING_PAID answers waited out`,
  );
  console.info(
    `  hoarders: ${result.hoarderOrders} unpaid orders placed, ${result.hoarderRefusals} refused, ${sold?.hoarders ?? 0} seats paid; ${result.serverErrors} 5xx (${result.busyAnswers} of them 503, tried again)`,
  );
  console.info(
    `  last honest seat after ${(result.lastSeatMs / 1000).toFixed(1)} s, ${(result.elapsedMs / 1000).toFixed(1)} s in all, load average ${load}`,
  );
  const failures: string[] = [];
  if (honestSeats !== seatCount)
    failures.push(`honest buyers got ${honestSeats} seats of the ${seatCount} nobody paid for`);
  // A 503 is the API shedding load on a busy machine (tried again); anything else is a fault.
  if (result.serverErrors > result.busyAnswers)
    failures.push(`${result.serverErrors - result.busyAnswers} answers were 5xx other than 503`);
  if (args.write) {
    const marker = '<!-- ticket-hoarders-rows -->';
    const row = `| ${new Date().toISOString().slice(0, 10)} | ${hoarderCount} | ${buyerCount} | ${seatCount} | ${holdMs / 1000} s | ${result.hoarderOrders} | ${result.hoarderRefusals} | ${honestSeats} | ${result.honestSoldOut} | ${result.beingPaidAnswers} | ${result.serverErrors} (${result.busyAnswers} 503) | ${(result.lastSeatMs / 1000).toFixed(1)} s | ${load} |`;
    await recordResults(
      { [marker]: [row] },
      `## Ticket sales with seat hoarders\n\n\`npm run bench:tickets -- --hoarders 20 --write\`: hoarders (each from an address and an e-mail of\ntheir own) ask for 15 unpaid orders of the most tickets allowed and never pay, renewing them every\nhalf hold; at the same moment honest buyers (one ticket each) pay at once when they get an order,\nwait what SEATS_BEING_PAID says and try again, and stop at SOLD_OUT. Two API processes on one\nPostgreSQL database; holds shortened to the run's hold so that it takes minutes. It passes when\nthe honest buyers end up with every seat (the hoarders paid for none) and no answer is a 5xx\nother than 503 (the API shedding a request when its pool is busy; the buyer tries again).\n\n| date | hoarders | honest buyers | seats | hold | hoarders' orders | hoarders refused | honest seats | honest SOLD_OUT | being-paid answers | 5xx | last honest seat | load average |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${marker}\n`,
    );
  }
  if (failures.length > 0) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();

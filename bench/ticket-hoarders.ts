// The hoarding run of `npm run bench:tickets -- --hoarders 20` (decision 036): hoarders and honest
// buyers arrive together at a paid event. Each hoarder, from an address and an e-mail of their
// own, asks for as many unpaid orders of the most tickets allowed as the attacker did
// (15 of them) and never pays; they ask again whenever half a hold has passed, for as long as the
// run lasts. Each honest buyer wants one ticket: on an order they pay at once (the test
// provider's Pay, through the signed webhook); told the seats are being paid for, they wait what
// the answer says and try again; told SOLD_OUT, they stop. The run passes when the honest buyers
// end up with every seat the hoarders did not pay for (all of them), and no answer is a 5xx.
import { setTimeout as sleep } from 'node:timers/promises';
import { ORDER_TICKETS_MAX, PAYMENT_PATHS, endpointPath } from '@portal/shared';

const HOARDER_ORDERS_PER_ROUND = 15;
/** However the run goes, it stops after this long (a failure). */
const RUN_LIMIT_MS = 10 * 60_000;

export interface HoardingRun {
  bases: string[];
  orderPath: string;
  ticketTypeId: number;
  hoarders: number;
  honestBuyers: number;
  holdMs: number;
}

export interface HoardingResult {
  honestWithSeat: number;
  honestSoldOut: number;
  honestGaveUp: number;
  /** Answers SEATS_BEING_PAID the honest buyers got (and waited out). */
  beingPaidAnswers: number;
  hoarderOrders: number;
  /** Hoarders' orders refused by the unpaid-order limits or the order throttle. */
  hoarderRefusals: number;
  serverErrors: number;
  /**
   * Of those, 503 (SERVICE_UNAVAILABLE: the API shed the request, its pool busy; or
   * PAYMENT_PROVIDER_UNAVAILABLE: the test checkout's webhook did not get through): tried again.
   */
  busyAnswers: number;
  /** From the first request to the last honest buyer's answer. */
  elapsedMs: number;
  /** When the last honest buyer got their seat, from the start. */
  lastSeatMs: number;
}

interface Answer {
  status: number;
  code?: string;
  retryAfterSeconds?: number;
  checkoutUrl?: string;
}

async function order(
  base: string,
  run: HoardingRun,
  who: { address: string; email: string; name: string },
  quantity: number,
): Promise<Answer> {
  const response = await fetch(`${base}${run.orderPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': who.address },
    body: JSON.stringify({
      items: [{ ticketTypeId: run.ticketTypeId, quantity }],
      buyer: { firstName: who.name, lastName: 'Bench', email: who.email },
    }),
  });
  const body = (await response.json()) as Omit<Answer, 'status'>;
  return { ...body, status: response.status };
}

async function pay(base: string, checkoutUrl: string, address: string): Promise<number> {
  const sessionId = checkoutUrl.split('/').at(-1) as string;
  const response = await fetch(
    `${base}${endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId })}`,
    { method: 'POST', headers: { 'x-forwarded-for': address } },
  );
  const body = await response.text();
  if (response.status !== 200 && !hasToldPayFailure) {
    hasToldPayFailure = true;
    console.info(`  a payment answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return response.status;
}
let hasToldPayFailure = false;

export async function runHoarding(run: HoardingRun): Promise<HoardingResult> {
  const started = performance.now();
  const result: HoardingResult = {
    honestWithSeat: 0,
    honestSoldOut: 0,
    honestGaveUp: 0,
    beingPaidAnswers: 0,
    hoarderOrders: 0,
    hoarderRefusals: 0,
    serverErrors: 0,
    busyAnswers: 0,
    elapsedMs: 0,
    lastSeatMs: 0,
  };
  const countServerError = (status: number) => {
    result.serverErrors += 1;
    if (status === 503) result.busyAnswers += 1;
  };
  const baseOf = (index: number) => run.bases[index % run.bases.length] as string;
  const isOver = () => performance.now() - started > RUN_LIMIT_MS;
  let isHonestDone = false;

  async function hoarder(index: number) {
    const who = {
      address: `10.200.${index >> 8}.${index & 255}`,
      email: `hoarder${index}@bench.example.org`,
      name: `Hoarder${index}`,
    };
    while (!isHonestDone && !isOver()) {
      const answers = await Promise.all(
        Array.from({ length: HOARDER_ORDERS_PER_ROUND }, (_, round) =>
          order(baseOf(index + round), run, who, ORDER_TICKETS_MAX),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 201) result.hoarderOrders += 1;
        else if (answer.status >= 500) countServerError(answer.status);
        else result.hoarderRefusals += 1;
      }
      await sleep(run.holdMs / 2);
    }
  }

  async function honest(index: number) {
    const who = {
      address: `10.${100 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`,
      email: `buyer${index}@bench.example.org`,
      name: `Buyer${index}`,
    };
    while (!isOver()) {
      const base = baseOf(index);
      const answer = await order(base, run, who, 1);
      if (answer.status === 201 && answer.checkoutUrl) {
        // A payer whose Pay fails presses it again.
        for (let tries = 1; tries <= 5; tries += 1) {
          const paid = await pay(base, answer.checkoutUrl, who.address);
          if (paid < 500) break;
          countServerError(paid);
          await sleep(1000);
        }
        result.honestWithSeat += 1;
        result.lastSeatMs = performance.now() - started;
        return;
      }
      if (answer.status >= 500) countServerError(answer.status);
      const code = answer.code ?? String(answer.status);
      honestAnswers.set(code, (honestAnswers.get(code) ?? 0) + 1);
      if (answer.code === 'SOLD_OUT') {
        result.honestSoldOut += 1;
        return;
      }
      if (answer.code === 'SEATS_BEING_PAID') result.beingPaidAnswers += 1;
      // Being paid for (or busy): wait what the answer says, then look again, as people do:
      // not all in the same second.
      const waitMs = Math.min((answer.retryAfterSeconds ?? 1) * 1000, run.holdMs);
      await sleep(waitMs + Math.random() * run.holdMs);
    }
    result.honestGaveUp += 1;
  }

  const honestAnswers = new Map<string, number>();
  const progress = setInterval(() => {
    const codes = [...honestAnswers].map(([code, count]) => `${code} ${count}`).join(', ');
    console.info(
      `  ${Math.round((performance.now() - started) / 1000)} s: ${result.honestWithSeat} honest buyers with a seat; answers: ${codes}`,
    );
  }, 10_000);
  const hoarding = Promise.all(Array.from({ length: run.hoarders }, (_, index) => hoarder(index)));
  await Promise.all(Array.from({ length: run.honestBuyers }, (_, index) => honest(index)));
  isHonestDone = true;
  clearInterval(progress);
  result.elapsedMs = performance.now() - started;
  await hoarding;
  return result;
}

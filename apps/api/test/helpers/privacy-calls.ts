// The privacy walk's world (privacy-world.ts) and how its steps call the API: as a contract,
// as an actor or anonymously, a failed step recorded rather than thrown.
import { endpointPath, PAYMENT_PATHS, type EndpointDefinition } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { Actor } from './fixtures';
import type { PersonKey } from './privacy-people';
import type { TestContext } from './test-app';

/**
 * The people who walk the endpoints: which people's data is their own, and whose first names
 * they may read besides (decision 032): a student their sponsors'; a sponsor the students'
 * (theirs, their former ones, and those they may choose). Donors' first names are on the public
 * donation pages beside their messages; everyone else's first name is as private as the rest.
 */
const STUDENTS = ['studentA', 'studentB', 'studentC', 'studentPast'] as const;
export const CALLERS = {
  student: {
    role: 'STUDENT',
    own: ['studentA'],
    firstNames: ['sponsorA', 'sponsorB', 'sponsorMinor'],
  },
  sponsor: { role: 'SPONSOR', own: ['sponsorA'], firstNames: STUDENTS },
  coSponsor: { role: 'SPONSOR', own: ['sponsorB'], firstNames: STUDENTS },
  // A minor's parent is part of the minor's own record: they entered it and send it the
  // parent agreement.
  minorSponsor: { role: 'SPONSOR', own: ['sponsorMinor', 'parentMinor'], firstNames: STUDENTS },
} as const satisfies Record<
  string,
  {
    role: 'STUDENT' | 'SPONSOR';
    own: readonly PersonKey[];
    firstNames: readonly PersonKey[];
  }
>;
export type CallerName = keyof typeof CALLERS;

export interface World {
  ctx: TestContext;
  actors: Record<'superAdmin' | 'globalAdmin' | 'admin' | CallerName, Actor>;
  /** Actors of the other people who sign in. */
  others: Record<'sponsorOther' | 'studentB' | 'studentPast', Actor>;
  periodId: number;
  schools: number[];
  villages: number[];
  sponsorIds: Partial<Record<PersonKey, number>>;
  studentIds: Partial<Record<PersonKey, number>>;
  sponsorshipIds: Record<string, number>;
  eventSlugs: string[];
  /** Steps that failed: the world is incomplete and the walk reads less than it should. */
  problems: string[];
}

type Call = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The caller's address (a parent signs from their own home, not the sponsor's). */
  remoteAddress?: string;
};

/** Calls a contract as `actor` (or anonymously) and answers the response. */
export async function callAs(
  ctx: TestContext,
  actor: Actor | null,
  endpoint: Pick<EndpointDefinition, 'method' | 'path'>,
  { params, query, body, remoteAddress }: Call = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const entries = Object.entries(query ?? {}).map(([key, value]): [string, string] => [
    key,
    String(value),
  ]);
  const search = entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : '';
  return ctx.app.inject({
    method: endpoint.method,
    url: `${endpointPath(endpoint, params)}${search}`,
    headers: { ...(actor ? { authorization: `Bearer ${actor.token}` } : {}), ...headers },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The JSON answer of a call that must succeed; throws with the answer otherwise. */
export async function expectOk<T>(response: Promise<LightMyRequestResponse>, what: string) {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return (answer.body ? answer.json() : undefined) as T;
}

/** Runs a step of the world; a failure is recorded, not thrown. */
export async function step(world: World, name: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    world.problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Pays a checkout of the built-in test provider, as the payer's browser would. */
export async function payTestCheckout(world: World, checkoutUrl: string | null) {
  const sessionId = checkoutUrl?.split('/').at(-1);
  if (!sessionId) throw new Error('no checkout to pay');
  await expectOk(
    callAs(
      world.ctx,
      null,
      { method: 'POST', path: PAYMENT_PATHS.testCheckoutPay },
      {
        params: { sessionId },
      },
    ),
    'pay the checkout',
  );
}

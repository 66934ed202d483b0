// After a sponsorship ends, its two may still write for 90 days when the sponsor changed their
// mind, the year lapsed or the student left; after a coordinator ended it, not at all; once the
// window closes, writing is refused (409 SPONSORSHIP_ENDED) and the overview says until when.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LETTER_PATHS, letterOverviewSchema } from '@portal/shared';
import { errorOf } from '../../../test/helpers/test-app';
import {
  createLettersWorld,
  letterBody,
  removeLetters,
  write,
  type LettersWorld,
} from './letters-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;
let world: LettersWorld;

beforeAll(async () => {
  world = await createLettersWorld();
});
afterAll(() => world.ctx.close());
beforeEach(async () => {
  await removeLetters(world, world.pairs.A);
  await world.ctx.database.db.execute(
    sql`update sponsorships set ended_at = null, end_reason = null where id = ${world.pairs.A}`,
  );
});

/** Ends pair A's sponsorship `daysAgo` days before now, for `reason`. */
async function endPairA(reason: string, daysAgo: number) {
  const endedAt = new Date(world.clock.now().getTime() - daysAgo * DAY_MS);
  await world.ctx.database.db.execute(
    sql`update sponsorships set ended_at = ${endedAt}, end_reason = ${reason} where id = ${world.pairs.A}`,
  );
}

async function overviewOfPairA() {
  const response = await world.actors.SPONSOR.request('GET', LETTER_PATHS.letterOverview);
  const overview = letterOverviewSchema.parse(response.json());
  return overview.sponsorships.find((item) => item.sponsorshipId === world.pairs.A);
}

describe('writing after a sponsorship ends', () => {
  it.each(['declined', 'lapsed', 'studentLeft'])(
    'stays open for 90 days after an ending "%s", for both sides',
    async (reason) => {
      await endPairA(reason, 10);
      const overview = await overviewOfPairA();
      expect(overview?.active).toBe(false);
      expect(overview?.writableUntil).toBe(
        new Date(world.clock.now().getTime() + 80 * DAY_MS).toISOString(),
      );
      await write(world, world.actors.SPONSOR, letterBody(world.pairs.A));
      const answer = await world.actors.STUDENT.request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(world.pairs.A, { number: 2 }),
      );
      expect(answer.statusCode, answer.body).toBe(201);
    },
  );

  it('closes once the 90 days have passed', async () => {
    await endPairA('declined', 91);
    expect((await overviewOfPairA())?.writableUntil).toBeNull();
    const refused = await world.actors.SPONSOR.request(
      'POST',
      LETTER_PATHS.letters,
      letterBody(world.pairs.A),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('SPONSORSHIP_ENDED');
  });

  it('closes at once when a coordinator ended the sponsorship', async () => {
    await endPairA('unpaired', 0);
    expect((await overviewOfPairA())?.writableUntil).toBeNull();
    for (const actor of [world.actors.SPONSOR, world.actors.STUDENT]) {
      const refused = await actor.request('POST', LETTER_PATHS.letters, letterBody(world.pairs.A));
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('SPONSORSHIP_ENDED');
    }
  });
});

// A handler that answers itself (an export, a file) returns the reply. When the client leaves
// before that answer ends, the route must not try a second answer on the dead connection: that
// logged "Reply was already sent", a "Cannot write headers after they are sent" failure and a
// 500 for every download a user cancelled.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES, STUDENT_ENDPOINTS } from '@portal/shared';
import { students } from '../db/schema/index';
import { buildSearchText } from './search-text';
import { eventually } from '../../test/helpers/eventually';
import { createPlace, referenceIds } from '../../test/helpers/fixtures';
import { createTestContext, type TestContext } from '../../test/helpers/test-app';

/** Enough rows that an Excel export is still being written when its client leaves. */
const ROWS = 3_000;
const logLines: Array<{ level: number; msg: string }> = [];
let ctx: TestContext;
let base = '';
let token = '';

beforeAll(async () => {
  ctx = await createTestContext({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
  });
  const { colombia } = await referenceIds(ctx.database.db);
  const villageId = await createPlace(ctx.database.db, 'village', { name: 'Vereda Larga' });
  const now = new Date();
  await ctx.database.db.insert(students).values(
    Array.from({ length: ROWS }, (_, index) => ({
      firstName: 'Juan',
      lastName: `Díaz ${index}`,
      birthdate: '2012-03-04',
      gender: 'male' as const,
      grade: GRADES[index % GRADES.length],
      villageId,
      countryId: colombia,
      lastNameKey: buildSearchText(`Díaz ${index}`),
      firstNameKey: buildSearchText('Juan'),
      searchText: buildSearchText('Juan', `Díaz ${index}`),
      createdAt: now,
      updatedAt: now,
    })),
  );
  const admin = await ctx.createUser({ role: 'SUPER_ADMIN' });
  token = (await ctx.login(admin.email)).access;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await ctx.close();
});

/** Starts a download and closes the connection as soon as its first bytes arrive. */
function leaveAfterFirstBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}

describe('a download its client leaves', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`ends the ${format} export quietly and keeps serving`, async () => {
      logLines.length = 0;
      const status = await leaveAfterFirstBytes(
        `${base}${STUDENT_ENDPOINTS.export.path}?format=${format}`,
      );
      expect(status).toBe(200);
      // The export notices the closed connection on its next write, and says so.
      await eventually(() =>
        Promise.resolve(
          logLines.some((line) => line.msg === 'streamed answer stopped: the client left'),
        ),
      );
      const alive = await fetch(`${base}/healthz`);
      expect(alive.status).toBe(200);
      const complaints = logLines.filter((line) => line.level >= 40).map((line) => line.msg);
      expect(complaints).toEqual([]);
      expect(logLines.map((line) => line.msg)).toContain('stream closed prematurely');
    });
  }
});

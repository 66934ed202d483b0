// Answers are checked with parse when their schema converts nothing and with encode when it
// does; either way a wrong answer never leaves.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@portal/shared';
import { studentListAnswerSchema, studentPageSchema } from '@portal/shared';
import { convertsValues, responseSerializer } from './response-serializer';

function serializerFor(schema: z.ZodType) {
  return responseSerializer({ schema, method: 'GET', url: '/test', httpPart: 'body' });
}

const student = {
  view: 'full',
  id: 7,
  firstName: 'María José',
  lastName: 'Pérez',
  fullName: 'María José Pérez',
  birthdate: '2012-03-04',
  age: 14,
  gender: 'female',
  grade: '7-seventh',
  status: 'active',
  school: { id: 3, name: 'Escuela Rural La Esperanza' },
  village: { id: 5, name: 'Vereda El Carmen' },
  photoUrl: null,
};
const page = {
  items: [student],
  total: 1,
  totalKind: 'exact',
  page: 1,
  pageSize: 50,
  next: null,
  previous: null,
};

describe('convertsValues', () => {
  it('finds a conversion at any depth, and none in a plain schema', () => {
    const plain = z.object({ id: z.number().int(), tags: z.array(z.string().max(5)).nullable() });
    expect(convertsValues(plain)).toBe(false);
    expect(convertsValues(studentPageSchema)).toBe(false);
    expect(convertsValues(z.object({ a: z.array(z.string().transform((s) => s.trim())) }))).toBe(
      true,
    );
    expect(convertsValues(z.object({ a: z.string().pipe(z.email()).optional() }))).toBe(true);
    expect(convertsValues(z.union([z.number(), z.object({ b: z.lazy(() => z.string()) })]))).toBe(
      true,
    );
    expect(convertsValues(z.object({ a: z.array(z.number().catch(0)) }))).toBe(true);
    expect(convertsValues(z.object({ a: z.string().nullable().default(null) }))).toBe(false);
    const recursive: z.ZodType = z.object({ children: z.array(z.lazy(() => recursive)) });
    expect(convertsValues(recursive)).toBe(true);
  });

  it('finds none in any answer of the API (each is checked with parse)', () => {
    const converting: string[] = [];
    let checked = 0;
    for (const [name, group] of Object.entries(contracts)) {
      if (!name.endsWith('_ENDPOINTS')) continue;
      for (const [key, endpoint] of Object.entries(
        group as Record<string, contracts.EndpointDefinition>,
      )) {
        for (const [status, schema] of Object.entries(endpoint.responses ?? {})) {
          checked += 1;
          if (convertsValues(schema)) converting.push(`${name}.${key} ${status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(converting).toEqual([]);
  });
});

describe('responseSerializer', () => {
  it('writes a valid answer, without the keys its schema does not name', () => {
    const written = serializerFor(studentPageSchema)({ ...page, secret: 'x' });
    expect(JSON.parse(written)).toEqual(page);
  });

  it("writes a sponsor's view of a student without the fields that view does not name", () => {
    // Whatever a service puts in, the answer is the shape its `view` names (decision 032).
    const written = serializerFor(studentListAnswerSchema)({
      ...page,
      items: [{ ...student, view: 'sponsor', externalId: 'EXT-1', userId: 9 }],
    });
    expect(JSON.parse(written).items).toEqual([
      {
        view: 'sponsor',
        id: 7,
        firstName: 'María José',
        age: 14,
        gender: 'female',
        grade: '7-seventh',
        school: { id: 3, name: 'Escuela Rural La Esperanza' },
        village: { id: 5, name: 'Vereda El Carmen' },
        photoUrl: null,
      },
    ]);
  });

  it('refuses an answer its schema does not accept', () => {
    const serialize = serializerFor(studentPageSchema);
    expect(() => serialize({ ...page, items: [{ ...student, status: 'delete' }] })).toThrow(
      /Response doesn't match the schema/,
    );
    expect(() => serialize({ ...page, total: 'many' })).toThrow();
    expect(() => serialize({ ...page, items: undefined })).toThrow();
  });

  it('encodes through a codec, as the schema says', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const serialize = serializerFor(z.object({ at: isoDate }));
    expect(serialize({ at: new Date('2026-11-27T08:00:00Z') })).toBe(
      '{"at":"2026-11-27T08:00:00.000Z"}',
    );
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });
});

// Every answer is checked against its route's Zod schema before it leaves. Checked with parse
// where the schema converts nothing (no transform, pipe or codec anywhere in it), with encode
// only where it does: Zod's encode first runs every part that has checks once without them (a
// "canary" pass) and then again with them, which made the check of a page of 50 students
// cost 80 µs instead of 30 (bench/RESULTS.md). For a schema that converts nothing the two
// accept the same answers and give back the same value.
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Schema kinds whose parse gives back something else than their encode: conversions, a value
 * swapped for a fallback (a catch: parse would hide a wrong answer), and kinds not looked into
 * (a lazy or custom one). A default is not among them: parse writes the default where the
 * answer has no value, which is what the client reads there anyway.
 */
const CONVERTING_KINDS = new Set(['transform', 'pipe', 'success', 'catch', 'lazy', 'custom']);

/** Whether anything inside the schema converts a value (decides parse or encode). */
export function convertsValues(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (CONVERTING_KINDS.has(def.type)) return true;
  const inner = (value: unknown): boolean => {
    if (value instanceof $ZodType) return convertsValues(value, seen);
    if (Array.isArray(value)) return value.some(inner);
    return false;
  };
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape' && value && typeof value === 'object') {
      if (Object.values(value).some(inner)) return true;
    } else if (inner(value)) {
      return true;
    }
  }
  return false;
}

function resolveSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`a response schema that is not a Zod schema: ${JSON.stringify(schema)}`);
}

export const responseSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = resolveSchema(schema);
  const check = convertsValues(zodSchema) ? safeEncode : safeParse;
  return (data: unknown) => {
    const result = check(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

// Recognises database errors the services turn into clear answers (a unique index deciding a
// race, for instance), the same on PGlite and node-postgres, through Drizzle's wrapper.

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as DatabaseErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** Whether `error` is a unique violation (23505), of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findDatabaseError(error);
  if (found?.code !== '23505') return false;
  return constraint === undefined || found.constraint === constraint;
}

/** Whether `error` is an exclusion-constraint violation (23P01) of `constraint`. */
export function isExclusionViolation(error: unknown, constraint: string): boolean {
  const found = findDatabaseError(error);
  return found?.code === '23P01' && found.constraint === constraint;
}

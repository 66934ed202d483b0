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

/** Node's codes for a connection that could not be made or was cut. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** SQLSTATEs of a server that is going away or full: connection exceptions (08), shutdowns. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/**
 * Whether `error` says the database cannot be reached right now (refused, cut, shutting down,
 * out of connections, or the pool waited too long for one): a 503 to try again, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as DatabaseErrorFields & { message?: unknown };
    if (typeof fields.code === 'string') {
      if (CONNECTION_ERROR_CODES.has(fields.code) || UNAVAILABLE_STATES.test(fields.code))
        return true;
    }
    // node-postgres' pool, when no connection frees up within its connection timeout.
    if (fields.message === 'timeout exceeded when trying to connect') return true;
    current = fields.cause;
  }
  return false;
}

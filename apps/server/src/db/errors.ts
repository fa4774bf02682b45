/**
 * PostgreSQL error codes, read the same way for both drivers. Drizzle wraps a failed query in a
 * DrizzleQueryError whose `cause` is the driver's error (pg's DatabaseError or PGlite's), which carries
 * `code` (SQLSTATE) and `constraint`.
 */

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_NOT_NULL_VIOLATION = '23502';

/**
 * SQLSTATEs that say "busy, nothing was done, try again": a lock not granted within lock_timeout (55P03), a
 * statement cancelled by statement_timeout (57014), a deadlock victim (40P01), a serialization failure (40001).
 */
export const PG_BUSY_CODES: ReadonlySet<string> = new Set(['55P03', '57014', '40P01', '40001']);

type PgErrorFields = { code?: unknown; constraint?: unknown };

/** `error` and the errors behind it (its `cause`, and theirs), at most five deep. */
function* causeChain(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The driver error behind `error`, when it carries a SQLSTATE. */
function findPgError(error: unknown): PgErrorFields | undefined {
  for (const fields of causeChain(error) as Iterable<PgErrorFields>) {
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
  }
  return undefined;
}

/** The SQLSTATE of a failed query, e.g. '23505'; undefined when the error is not from the database. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code as string | undefined;
}

/** The name of the violated constraint, when the database reported one. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = findPgError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  pgErrorCode(error) === PG_UNIQUE_VIOLATION &&
  (constraint === undefined || pgConstraint(error) === constraint);

export const isCheckViolation = (error: unknown, constraint?: string): boolean =>
  pgErrorCode(error) === PG_CHECK_VIOLATION &&
  (constraint === undefined || pgConstraint(error) === constraint);

/** pg-pool's error when no pooled connection came free within `connectionTimeoutMillis` (db/client.ts). */
export const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** The request waited for a pooled connection until the pool gave up: nothing was sent to the database. */
function isPoolWaitTimeout(error: unknown): boolean {
  for (const cause of causeChain(error))
    if ((cause as Error).message === POOL_WAIT_TIMEOUT_MESSAGE) return true;
  return false;
}

/**
 * The database gave up on the query for load, not for its content (PG_BUSY_CODES), or every pooled connection
 * stayed taken for as long as a request may wait for one.
 */
export const isDatabaseBusy = (error: unknown): boolean =>
  PG_BUSY_CODES.has(pgErrorCode(error) ?? '') || isPoolWaitTimeout(error);

import pg from 'pg';

/**
 * pg-pool's own `pool.query()` hands a failed query's error to `release()`, and pg-pool ends a connection released
 * with an error. Here a refused statement is ordinary traffic: a vote past its limit fails a check, a repeated
 * delivery or a second tap a unique key, a busy row its lock timeout. Each of them cost a new backend (its fork and
 * start-up, about 30 ms on the slow machines) and the prepared statements of statement-cache.ts parsed again: a
 * burst of 1,000 votes with 400 refused took 11 s instead of 1.5, and the pool's waiters gave up as busy.
 *
 * After an error that PostgreSQL answered for the statement, the connection is ready for the next one (autocommit:
 * the statement's own work is rolled back). Only a failure of the connection itself ends it, as before: an error
 * without a SQLSTATE (a socket, a timeout, the client's own checks), a connection exception (08), operator
 * intervention (57P: shutdown, idle session), an idle transaction ended (25P03), an internal error (XX), or a
 * FATAL or PANIC. pg-pool also drops a client whose socket has closed, whatever the release says.
 */
export function keepConnectionOnStatementError(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const keeping = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    // callbacks and submittables (cursors, streams) keep pg-pool's own handling
    if (
      typeof values === 'function' ||
      rest.length > 0 ||
      (config !== null && typeof config === 'object' && 'submit' in config)
    )
      return original(config, values, ...rest);
    return (async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await client.query(config as pg.QueryConfig, values as unknown[] | undefined);
      } catch (error) {
        if (!isStatementError(error)) broken = error as Error;
        throw error;
      } finally {
        client.release(broken);
      }
    })();
  };
  (pool as { query: unknown }).query = keeping;
}

const CONNECTION_ENDING = /^(08|57P|25P03|XX)/;

/** An error PostgreSQL answered for one statement, after which the connection can take the next. */
export function isStatementError(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  if (error.severity === 'FATAL' || error.severity === 'PANIC') return false;
  return typeof error.code === 'string' && !CONNECTION_ENDING.test(error.code);
}

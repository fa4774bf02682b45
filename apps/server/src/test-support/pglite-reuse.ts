import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, pgliteHandle } from '../db/client.ts';

/**
 * PGlite test databases are reused within a test process. Starting PGlite from an image costs about 1.5 CPU-seconds
 * on a quiet machine and 3 under a full run's load (its WASM memory is fresh pages, and page faults are dear on the
 * virtual machines CI runs on), and a Vitest run made about a hundred: a third of the server suites' CPU
 * (docs/testing.md). A database a suite gave back (`drop`) is put back into the state its image started in before
 * the next suite takes it: every table emptied and refilled from a copy taken when it was opened, every sequence
 * set back, the session's settings reset. One whose schema changed (a table, trigger, function, constraint or
 * column made or dropped, a temporary table left) or that is inside a transaction is closed instead.
 */

type Kind = 'migrated' | 'seeded';
type TableCopy = { table: string; columns: string; rows: Blob };
type Snapshot = {
  tables: string[];
  copies: TableCopy[];
  sequences: { name: string; value: string; called: boolean }[];
  fingerprint: string;
};
type Pooled = { client: PGlite; snapshot: Snapshot };

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/** Changes with any DDL a suite might do: counts and newest oids of the catalogues, and the columns of user tables. */
const FINGERPRINT_SQL = `select concat_ws('/',
  (select count(*) || ':' || coalesce(max(c.oid::int8), 0) from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
  (select count(*) || ':' || coalesce(max(oid::int8), 0) from pg_trigger),
  (select count(*) || ':' || coalesce(max(oid::int8), 0) from pg_proc),
  (select count(*) || ':' || coalesce(max(oid::int8), 0) from pg_constraint),
  (select count(*) || ':' || coalesce(max(oid::int8), 0) from pg_type),
  (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped)
) as fingerprint`;

async function fingerprint(client: PGlite): Promise<string> {
  const result = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return result.rows[0]!.fingerprint;
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${USER_SCHEMAS}
      order by 1`,
  );
  const copies: TableCopy[] = [];
  for (const { name, columns } of tables.rows) {
    const copy = await client.query(`copy ${name} (${columns}) to '/dev/blob'`);
    if (copy.blob && copy.blob.size > 0) copies.push({ table: name, columns, rows: copy.blob });
  }
  const sequences = await client.query<{ name: string; value: string; called: boolean }>(
    `select format('%I.%I', schemaname, sequencename) as name,
            coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return {
    tables: tables.rows.map((row) => row.name),
    copies,
    sequences: sequences.rows,
    fingerprint: await fingerprint(client),
  };
}

/** Back to the snapshot, or false when the database cannot be trusted to get there (then it is closed). */
async function restore({ client, snapshot }: Pooled): Promise<boolean> {
  if (client.closed) return false;
  try {
    if (client.isInTransaction()) return false;
    if ((await fingerprint(client)) !== snapshot.fingerprint) return false;
    await client.exec(
      `reset all; select pg_advisory_unlock_all();
       set session_replication_role = replica;
       truncate ${snapshot.tables.join(', ')} restart identity;`,
    );
    for (const copy of snapshot.copies) {
      await client.query(`copy ${copy.table} (${copy.columns}) from '/dev/blob'`, [], { blob: copy.rows });
    }
    for (const sequence of snapshot.sequences) {
      await client.query('select setval($1::regclass, $2::int8, $3)', [
        sequence.name,
        sequence.value,
        sequence.called,
      ]);
    }
    await client.exec('reset session_replication_role');
    return true;
  } catch {
    return false;
  }
}

const idle: Record<Kind, Pooled[]> = { migrated: [], seeded: [] };

/**
 * A PGlite database in the state of `image` (a migrated or seeded image): one given back by an earlier suite of this
 * process when there is one, else a new one. `drop()` gives it back; `close()` on the handle closes it for good
 * (a suite that closes its database to see calls fail gets exactly that).
 */
export async function reusablePgliteDatabase(
  kind: Kind,
  image: () => Promise<Blob>,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  let pooled: Pooled | undefined;
  while (!pooled) {
    const candidate = idle[kind].pop();
    if (!candidate) {
      const opened = await openDatabase({ inMemory: true, loadDataDir: await image() });
      if (opened.driver !== 'pglite') throw new Error('expected PGlite');
      pooled = { client: opened.client, snapshot: await takeSnapshot(opened.client) };
    } else if (await restore(candidate)) {
      pooled = candidate;
    } else {
      await candidate.client.close().catch(() => {});
    }
  }
  const { client } = pooled;
  const database = pgliteHandle(client);
  let given = false;
  const entry = pooled;
  return {
    database,
    drop: async () => {
      if (given) return;
      given = true;
      // a suite that closed its database itself (to see calls fail) does not give it back
      if (client.closed) return;
      idle[kind].push(entry);
    },
  };
}

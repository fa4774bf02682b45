import { chmodSync, chownSync, mkdirSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { suiteDatabaseMadeAt } from './database-images.ts';

/**
 * Where the suites' own PostgreSQL databases are made: a tablespace in memory (`/dev/shm`, tmpfs) when the test
 * process can give the server a folder there, else the server's default tablespace.
 *
 * Each suite copies a template of about 1,170 files (`create database … template`) and drops it after. On the
 * machines of this project's CI, whose disk is ext4, making and dropping one such database cost the kernel 1.1 CPU-s,
 * most of it ext4 looking for a free inode among the ones the last drops had just freed; in the tmpfs tablespace
 * 0.14 CPU-s (docs/testing.md "The data-layer suites' databases in memory"). Only these throwaway copies live there:
 * the templates stay on the server's own disk, so a reboot (which empties /dev/shm) loses nothing a later run needs;
 * the tablespace's folder is made again when missing.
 *
 * Used when the process runs as root (to hand the folder to the server's owner) on the server's machine (its data
 * directory is here) and /dev/shm has a gigabyte free; TEST_PG_TABLESPACE=default keeps the default tablespace.
 * Reads TEST_PG_TABLESPACE from process.env: it configures the tests, not the server, so it is not in env.ts.
 */
export const SCRATCH_TABLESPACE = 'course_h5_scratch';
const SCRATCH_DIR = '/dev/shm/course-h5-pg';
/** Room /dev/shm must have (a container's is often 64 MB): a suite's database takes about 17 MB, a run holds a few. */
const NEEDED_BYTES = 1024 ** 3;

let scratch: Promise<string | null> | undefined;

/** The tablespace for a suite's database (made on first use, once per process), or null for the default. */
export function scratchTablespace(admin: pg.Client): Promise<string | null> {
  scratch ??= prepareScratchTablespace(admin).catch((error: unknown) => {
    console.warn(`PostgreSQL test databases stay in the default tablespace: ${(error as Error).message}`);
    return null;
  });
  return scratch;
}

export async function prepareScratchTablespace(admin: pg.Client): Promise<string | null> {
  if (process.env.TEST_PG_TABLESPACE === 'default' || process.getuid?.() !== 0) return null;
  const room = statfsSync(path.dirname(SCRATCH_DIR));
  if (room.bavail * room.bsize < NEEDED_BYTES) return null;
  const dataDirectory = (await admin.query<{ data_directory: string }>('show data_directory')).rows[0]!
    .data_directory;
  let owner: { uid: number; gid: number };
  try {
    owner = statSync(dataDirectory);
  } catch {
    return null; // the server runs on another machine
  }
  const give = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  };
  const located = async () =>
    (
      await admin.query<{ location: string }>(
        'select pg_tablespace_location(oid) as location from pg_tablespace where spcname = $1',
        [SCRATCH_TABLESPACE],
      )
    ).rows[0]?.location;

  let location = await located();
  if (location === undefined) {
    give(SCRATCH_DIR);
    try {
      await admin.query(`create tablespace ${SCRATCH_TABLESPACE} location '${SCRATCH_DIR}'`);
      return SCRATCH_TABLESPACE;
    } catch (error) {
      // another test process made it a moment ago
      location = await located();
      if (location === undefined) throw error;
    }
  }
  if (location !== SCRATCH_DIR)
    throw new Error(`tablespace ${SCRATCH_TABLESPACE} is at ${location}, not ${SCRATCH_DIR}`);
  // after a reboot the tablespace is in the catalogue and its folder is gone: the server makes a database's folder
  // in the tablespace's version folder, but not that folder itself
  const version = (
    await admin.query<{ dir: string }>(
      "select 'PG_' || (current_setting('server_version_num')::int / 10000) || '_' || catalog_version_no as dir from pg_control_system()",
    )
  ).rows[0]!.dir;
  give(SCRATCH_DIR);
  give(path.join(SCRATCH_DIR, version));
  await dropStaleCopies(admin);
  return SCRATCH_TABLESPACE;
}

/**
 * A suite's database (suiteDatabaseName) lives as long as its suite; an older one was left by a run that died, and
 * holds memory here until it is dropped.
 */
const STALE_COPY_MS = 2 * 60 * 60 * 1000;

async function dropStaleCopies(admin: pg.Client): Promise<void> {
  const left = await admin.query<{ datname: string }>(
    `select d.datname from pg_database d join pg_tablespace t on t.oid = d.dattablespace where t.spcname = $1`,
    [SCRATCH_TABLESPACE],
  );
  for (const { datname } of left.rows) {
    const madeAt = suiteDatabaseMadeAt(datname);
    if (madeAt !== null && Date.now() - madeAt > STALE_COPY_MS)
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  }
}

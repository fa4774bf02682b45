import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database's files belong to one process. PGlite has no lock of its own, so a second process on the
 * same data directory (admin-create while the server runs, two servers on one DATA_DIR) writes over the first one's
 * files: a duplicate key in a table the two both appended to was seen. The owner's pid is kept in `owner.pid`
 * beside the files; a file whose process is gone (killed, crashed) is taken over.
 */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dir} is in use by process ${pid}: stop it first, or set DATABASE_URL ` +
        '(PostgreSQL) to run several processes',
    );
    this.name = 'DataDirInUse';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory for this process; answers the release. Throws DataDirInUse while another has it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'owner.pid');
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw new DataDirInUse(dir, owner);
    // the owner is gone without releasing it (killed, crashed): take it over
    await rm(file, { force: true });
  }
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';

/** One process per embedded data directory (data-dir-lock.ts). */
describe('the embedded database’s data directory lock', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second owner while the first holds it, naming the owner, and frees it on release', async () => {
    const dir = newDir();
    const release = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as DataDirInUse).pid).toBe(process.pid);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    await release();
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over from an owner that is gone (killed without releasing)', async () => {
    const dir = newDir();
    // the pid of a process that has ended
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'owner.pid'), ended.stdout);
    const release = await lockDataDir(dir);
    await release();
  });

  it('a second openDatabase on the same DATA_DIR is refused; the first goes on, and the directory opens after close', async () => {
    const dataDir = newDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUse);
    await first.ping();
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.ping();
    await second.close();
  }, 120_000);
});

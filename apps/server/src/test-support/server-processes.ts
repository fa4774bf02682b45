import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Real server processes for the suites that run two of them on one database (security limits, team buying):
 * the built `apps/server/dist/main.js`, rebuilt when older than its sources, a free port each, and waiting
 * until /readyz answers.
 */

export const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
export const distMain = path.join(serverDir, 'dist/main.js');

/** The newest modification time of the files under `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds apps/server/dist/main.js when it is missing or older than the sources it bundles. */
export function ensureServerBuilt(): void {
  const built = (() => {
    try {
      return statSync(distMain).mtimeMs;
    } catch {
      return 0;
    }
  })();
  const sources = Math.max(
    newestMtime(path.join(serverDir, 'src')),
    newestMtime(path.join(repoRoot, 'packages/domain/src')),
    newestMtime(path.join(repoRoot, 'packages/contracts/src')),
  );
  if (built < sources)
    execFileSync(process.execPath, [path.join(serverDir, 'build.mjs')], { stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { name: string; base: string; child: ChildProcess; output: string[] };

export async function waitReady(server: Server, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`${server.name} exited (${server.child.exitCode}):\n${server.output.join('')}`);
    }
    const ready = await fetch(`${server.base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${server.name} not ready in time:\n${server.output.join('')}`);
}

/**
 * Starts `dist/main.js` as a test server on a free port of 127.0.0.1 (APP_ENV=test, sandbox adapters, warnings
 * only) with `env` on top, collecting its output for the error message when it fails. Wait with `waitReady`.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string | undefined>,
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [distMain], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'test',
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, base: `http://127.0.0.1:${port}`, child, output: [] };
  child.stdout?.on('data', (d: Buffer) => server.output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => server.output.push(d.toString()));
  return server;
}

/** autocannon from the bench process over a fixed list of requests, each sent once, `connections` at a time. */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type Shot = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type Load = {
  result: autocannon.Result;
  /** Requests per second from the start to the last answer. */
  perSecond: number;
  /** Answers by HTTP status and envelope code (`200 0/type 2`, `200 0`, `503 not json`, …). */
  answers: Map<string, number>;
  /** Answers by HTTP status alone. */
  statuses: Map<number, number>;
  /**
   * CPU time the server process used during the load (user + system, from /proc; null off Linux or without a pid),
   * per request: unlike req/s it does not move when other processes take the shared cores.
   */
  serverCpuMsPerRequest: number | null;
};

/** A process's CPU time so far in ms (user + system), from /proc/<pid>/stat; null where there is no /proc. */
function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // fields after the command's closing parenthesis: state is field 3, utime 14, stime 15 (clock ticks, 100 Hz)
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU ms of each thread of `pid` by thread name (BENCH_MARKS: where a process's CPU goes besides JavaScript). */
function threadCpuMsOf(pid: number | undefined): Map<string, number> {
  const byName = new Map<string, number>();
  if (pid === undefined) return byName;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      byName.set(name, (byName.get(name) ?? 0) + ms);
    }
  } catch {
    // the process ended
  }
  return byName;
}

function answerOf(status: number, body: string): string {
  try {
    const envelope = JSON.parse(body) as { code?: number; data?: { type?: number } | null };
    if (envelope.code === undefined) return String(status);
    const type = envelope.data?.type;
    return `${status} ${envelope.code}${type === undefined ? '' : `/type ${type}`}`;
  } catch {
    return `${status} not json`;
  }
}

export async function load(
  base: string,
  shots: Shot[],
  connections: number,
  opts: { serverPid?: number } = {},
): Promise<Load> {
  let next = 0;
  const markedFrom = process.hrtime.bigint();
  const threadsBefore = process.env.BENCH_MARKS ? threadCpuMsOf(opts.serverPid) : null;
  const cpuBefore = cpuMsOf(opts.serverPid);
  const answers = new Map<string, number>();
  const statuses = new Map<number, number>();
  const started = performance.now();
  // autocannon resolves on its one-second sampling tick, not at the last answer: time to the last answer here.
  let lastAnswer = started;
  const result = await autocannon({
    url: base,
    connections,
    amount: shots.length,
    requests: [
      {
        setupRequest: (request) => {
          const shot = shots[next++ % shots.length]!;
          return {
            ...request,
            method: shot.method,
            path: shot.path,
            headers:
              shot.body === undefined
                ? (shot.headers ?? {})
                : { 'content-type': 'application/json', ...shot.headers },
            body: shot.body,
          };
        },
        onResponse: (status, body) => {
          const answer = answerOf(status, body);
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const cpuAfter = cpuMsOf(opts.serverPid);
  if (process.env.BENCH_MARKS) {
    // The monotonic clock a --cpu-prof profile's timestamps use: the load's window in such a profile.
    const us = (t: bigint) => String(t / 1000n);
    console.log(
      `  mark ${result.requests.total} req from ${us(markedFrom)} to ${us(process.hrtime.bigint())} µs`,
    );
    const perThread = [...threadCpuMsOf(opts.serverPid)]
      .map(([name, ms]) => [name, (ms - (threadsBefore?.get(name) ?? 0)) / result.requests.total] as const)
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => `${name} ${ms.toFixed(3)}`);
    if (perThread.length > 0) console.log(`  server CPU ms/req by thread: ${perThread.join(', ')}`);
  }
  return {
    result,
    perSecond: result.requests.total / ((lastAnswer - started) / 1000),
    answers,
    statuses,
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : (cpuAfter - cpuBefore) / Math.max(result.requests.total, 1),
  };
}

/** One line: requests, req/s, p50 and p99, errors, answers. */
export function loadLine(
  label: string,
  { result: r, perSecond, answers, serverCpuMsPerRequest: cpu }: Load,
): string {
  const cpuPart = cpu === null ? '' : `  server CPU ${cpu.toFixed(3)} ms/req`;
  return `${label.padEnd(30)} ${String(r.requests.total).padStart(6)} req  ${perSecond.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  errors ${r.errors}  timeouts ${r.timeouts}${cpuPart}  answers ${JSON.stringify(Object.fromEntries(answers))}`;
}

/** The minimal route measured before and after the app in the same run; ratios use the mean of the two. */
export type Baseline = { before: Load; after: Load; perSecond: number; p99: number };

export const baselineOf = (before: Load, after: Load): Baseline => ({
  before,
  after,
  perSecond: (before.perSecond + after.perSecond) / 2,
  p99: (before.result.latency.p99 + after.result.latency.p99) / 2,
});

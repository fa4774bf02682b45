/** autocannon from the bench process over a fixed list of requests, each sent once, `connections` at a time. */
import autocannon from 'autocannon';
import { procCpuMs } from './proc-cpu.ts';

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

/** A process's CPU time so far in ms (user + system); null where there is no /proc. */
const cpuMsOf = (pid: number | undefined): number | null => (pid === undefined ? null : procCpuMs(pid));

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

/** autocannon from the bench process over a fixed list of requests, each sent once, `connections` at a time. */

import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { machineCpuMs, procCpuMs } from './proc-cpu.ts';
import { spreadLine } from './server-process.ts';

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
  /**
   * CPU time of the whole machine during the load (every process: the server, the database's backends, and the load
   * generator, which is this process), per request; null off Linux.
   */
  machineCpuMsPerRequest: number | null;
  /** CPU time of this process (autocannon, the load generator) during the load, per request. */
  generatorCpuMsPerRequest: number;
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
  const machineBefore = machineCpuMs();
  const generatorBefore = process.cpuUsage();
  const answers = new Map<string, number>();
  const statuses = new Map<number, number>();
  const started = performance.now();
  // autocannon resolves on its one-second sampling tick, not at the last answer: time to the last answer here.
  let lastAnswer = started;
  // CPU is read at the last answer too: while autocannon waits for its tick, the machine's other processes go on
  // using CPU that is not the load's.
  let answered = 0;
  let serverAtLastAnswer: number | null = null;
  let machineAtLastAnswer: number | null = null;
  let generatorAtLastAnswer: NodeJS.CpuUsage | null = null;
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
          if (++answered === shots.length) {
            serverAtLastAnswer = cpuMsOf(opts.serverPid);
            machineAtLastAnswer = machineCpuMs();
            generatorAtLastAnswer = process.cpuUsage(generatorBefore);
          }
        },
      },
    ],
  });
  const cpuAfter = serverAtLastAnswer ?? cpuMsOf(opts.serverPid);
  const machineAfter = machineAtLastAnswer ?? machineCpuMs();
  const generator = generatorAtLastAnswer ?? process.cpuUsage(generatorBefore);
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
    machineCpuMsPerRequest:
      machineBefore === null || machineAfter === null
        ? null
        : (machineAfter - machineBefore) / Math.max(result.requests.total, 1),
    generatorCpuMsPerRequest: (generator.user + generator.system) / 1000 / Math.max(result.requests.total, 1),
  };
}

/** One line: requests, req/s, p50 and p99, errors, answers. */
export function loadLine(
  label: string,
  { result: r, perSecond, answers, serverCpuMsPerRequest: cpu, machineCpuMsPerRequest: machine }: Load,
): string {
  const cpuPart =
    (cpu === null ? '' : `  server CPU ${cpu.toFixed(3)} ms/req`) +
    (machine === null ? '' : `  machine CPU ${machine.toFixed(3)} ms/req`);
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

/**
 * What the machine's cores allow, for a route measured against the baseline in the same run: the highest req/s
 * its CPU cost per request (every process together) leaves room for on this machine's cores, as a ratio of the
 * baseline's req/s; and, at the `goal` ratio, how much CPU a request may cost the server once the rest (database,
 * load generator, anything else running) has taken its current share. Null off Linux or without the server's pid.
 */
export type Ceiling = { ratio: number; serverBudgetMs: number; serverMs: number; restMs: number };

export function ceilingOf(app: Load, baseline: Baseline, goal: number): Ceiling | null {
  const machine = app.machineCpuMsPerRequest;
  const server = app.serverCpuMsPerRequest;
  if (machine === null || server === null) return null;
  const coresMs = availableParallelism() * 1000;
  const rest = Math.max(machine - server, 0);
  return {
    ratio: coresMs / machine / baseline.perSecond,
    serverBudgetMs: coresMs / (goal * baseline.perSecond) - rest,
    serverMs: server,
    restMs: rest,
  };
}

/**
 * The summary's lines on what the machine's cores allow a route (min, median and max over the runs), beside the
 * req/s ratio the run measured: `rest` is every process but the server (the database, the load generator).
 */
export function ceilingSummary(
  label: string,
  runs: { app: Load; baseline: Baseline }[],
  goal: number,
): string[] {
  const ceilings = runs.flatMap(({ app, baseline }) => {
    const ceiling = ceilingOf(app, baseline, goal);
    const healthz = [baseline.before, baseline.after].flatMap((l) =>
      l.serverCpuMsPerRequest === null ? [] : [l.serverCpuMsPerRequest],
    );
    if (ceiling === null || healthz.length === 0) return [];
    return [{ ...ceiling, healthzMs: healthz.reduce((a, b) => a + b, 0) / healthz.length }];
  });
  if (ceilings.length === 0) return [];
  const of = (pick: (c: (typeof ceilings)[number]) => number, digits: number, unit: string) =>
    spreadLine(ceilings.map(pick), digits, unit);
  return [
    `  ${label}: the ratio the machine's ${availableParallelism()} cores allow at its CPU per request (server, database, load generator together) ${of((c) => c.ratio, 3, '×')}`,
    `  ${label}: CPU per request, the server ${of((c) => c.serverMs, 3, ' ms')}; every other process ${of((c) => c.restMs, 3, ' ms')}`,
    `  ${label}: at ${goal}× the server could spend ${of((c) => c.serverBudgetMs, 3, ' ms')} a request, the rest as now (a GET /healthz costs it ${of((c) => c.healthzMs, 3, ' ms')})`,
  ];
}

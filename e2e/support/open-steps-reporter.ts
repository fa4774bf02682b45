import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const KEPT = 8;
const WATCHED = new Set(['pw:api', 'expect', 'test.step']);

/** A step of the test's own body: not a fixture's or a hook's setup and teardown. */
const ofBody = (step: TestStep) => {
  for (let s: TestStep | undefined = step; s; s = s.parent)
    if (s.category === 'fixture' || s.category === 'hook') return false;
  return WATCHED.has(step.category);
};

const where = (step: TestStep) =>
  step.location ? ` (${step.location.file.split(/[\\/]/).at(-1)}:${step.location.line})` : '';

type Trail = { open: Set<TestStep>; cutOff?: TestStep[]; cutAt?: number; finished: TestStep[] };

/**
 * A test that hits its timeout while awaiting something that is not one of Playwright's calls (a helper's promise,
 * a callback) is reported as "Test timeout of … exceeded." and nothing else: no call, no line. CI ran one so
 * (console-funnel, six minutes, docs/testing.md) and nothing told where it stood. For each test that timed out,
 * this reporter prints the calls and checks the timeout cut off, or that there were none, and the last ones of
 * the test's body that finished before.
 */
export default class OpenStepsReporter implements Reporter {
  private readonly trails = new Map<TestResult, Trail>();
  private readonly reports: string[] = [];

  printsToStdio(): boolean {
    return true;
  }

  private trail(result: TestResult): Trail {
    const trail = this.trails.get(result) ?? { open: new Set(), finished: [] };
    this.trails.set(result, trail);
    return trail;
  }

  onStepBegin(_test: TestCase, result: TestResult, step: TestStep): void {
    const trail = this.trail(result);
    if (ofBody(step)) trail.open.add(step);
    // the teardown begins: what the body still awaited is what the timeout cut off
    else if (step.category === 'hook' && step.title === 'After Hooks' && trail.cutOff === undefined) {
      trail.cutOff = [...trail.open];
      trail.cutAt = step.startTime.getTime();
    }
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    const trail = this.trail(result);
    if (!trail.open.delete(step) || trail.cutOff?.includes(step)) return;
    if (step.parent === undefined) trail.finished = [...trail.finished, step].slice(-KEPT);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const trail = this.trail(result);
    this.trails.delete(result);
    if (result.status !== 'timedOut') return;
    const cutAt = trail.cutAt ?? Date.now();
    const lines = [`  ${test.titlePath().slice(1).join(' › ')}`];
    lines.push(
      !trail.cutOff?.length
        ? '    the timeout cut off no call or check of Playwright: the test awaited something else'
        : `    cut off by the timeout:\n${trail.cutOff
            .map(
              (s) =>
                `      ${s.title}${where(s)}, running for ${((cutAt - s.startTime.getTime()) / 1000).toFixed(1)} s`,
            )
            .join('\n')}`,
    );
    if (trail.finished.length > 0)
      lines.push(
        `    the last that finished:\n${trail.finished
          .map((s) => `      ${s.title}${where(s)}, ${(s.duration / 1000).toFixed(1)} s`)
          .join('\n')}`,
      );
    this.reports.push(lines.join('\n'));
  }

  onEnd(_result: FullResult): void {
    if (this.reports.length === 0) return;
    process.stdout.write(`\nWhere each test that timed out stood:\n${this.reports.join('\n')}\n`);
  }
}

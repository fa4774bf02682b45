import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

const KEPT = 8;
/** Calls, checks and named steps (not fixtures and hooks, whose own calls sit below them, never at the top). */
const WATCHED = new Set(['pw:api', 'expect', 'test.step']);

/** One step as a line of the report: its title, its line in the spec, and `seconds`. */
const stepLine = (step: TestStep, seconds: number) => {
  const where = step.location ? ` (${step.location.file.split(/[\\/]/).at(-1)}:${step.location.line})` : '';
  return `      ${step.title}${where}, ${seconds.toFixed(1)} s`;
};

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
    if (WATCHED.has(step.category)) trail.open.add(step);
    // the teardown begins: what the body still awaited is what the timeout cut off
    else if (step.category === 'hook' && step.title === 'After Hooks' && trail.cutOff === undefined) {
      trail.cutOff = [...trail.open];
      trail.cutAt = step.startTime.getTime();
    }
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep): void {
    const trail = this.trail(result);
    if (!trail.open.delete(step) || trail.cutOff?.includes(step)) return;
    // the body's own steps: a fixture's or a hook's calls and a check's inner calls have a parent
    if (step.parent === undefined) trail.finished = [...trail.finished, step].slice(-KEPT);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const trail = this.trail(result);
    this.trails.delete(result);
    if (result.status !== 'timedOut') return;
    const cutAt = trail.cutAt ?? Date.now();
    const cut = (trail.cutOff ?? []).map((s) => stepLine(s, (cutAt - s.startTime.getTime()) / 1000));
    const finished = trail.finished.map((s) => stepLine(s, s.duration / 1000));
    const lines = [`  ${test.titlePath().slice(1).join(' › ')}`];
    lines.push(
      cut.length === 0
        ? '    the timeout cut off no call or check of Playwright: the test awaited something else'
        : `    cut off by the timeout (how long each had run):\n${cut.join('\n')}`,
    );
    if (finished.length > 0) lines.push(`    the last that finished:\n${finished.join('\n')}`);
    this.reports.push(lines.join('\n'));
  }

  onEnd(_result: FullResult): void {
    if (this.reports.length === 0) return;
    process.stdout.write(`\nWhere each test that timed out stood:\n${this.reports.join('\n')}\n`);
  }
}

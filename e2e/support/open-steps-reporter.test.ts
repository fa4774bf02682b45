import type { TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpenStepsReporter from './open-steps-reporter.ts';

const T0 = Date.UTC(2026, 11, 3, 9, 0, 0);

/** A step as Playwright hands it to a reporter: `at` and `took` in seconds from the test's start. */
function step(
  title: string,
  category: string,
  at: number,
  took: number,
  parent?: TestStep,
  line = 10,
): TestStep {
  return {
    title,
    category,
    parent,
    startTime: new Date(T0 + at * 1000),
    duration: took * 1000,
    location: { file: '/work/e2e/specs/console-funnel.spec.ts', line, column: 3 },
    steps: [],
  } as unknown as TestStep;
}

const testCase = {
  titlePath: () => ['', 'console', 'console-funnel.spec.ts', 'a camp'],
} as unknown as TestCase;
const result = (status: TestResult['status']) => ({ status }) as TestResult;

/** Runs `steps` through the reporter in order (`begin` or `end` each) and gives what it printed at the end. */
function report(status: TestResult['status'], events: ['begin' | 'end', TestStep][]): string {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const reporter = new OpenStepsReporter();
  const run = result(status);
  for (const [kind, s] of events)
    kind === 'begin' ? reporter.onStepBegin(testCase, run, s) : reporter.onStepEnd(testCase, run, s);
  reporter.onTestEnd(testCase, run);
  reporter.onEnd({ status: 'failed' } as never);
  return write.mock.calls.map(([text]) => String(text)).join('');
}

afterEach(() => vi.restoreAllMocks());

describe('where a test that timed out stood', () => {
  it('names the call the timeout cut off and the body’s last finished steps, not the fixtures’ or inner ones', () => {
    const hooks = step('Before Hooks', 'hook', 0, 1);
    const fixture = step('Fixture "page"', 'fixture', 0, 1, hooks);
    const created = step('Create page', 'pw:api', 0.1, 0.5, fixture);
    const navigate = step('Navigate to "/admin/"', 'pw:api', 1, 2, undefined, 40);
    const toPass = step('Expect "toPass"', 'expect', 3, 4, undefined, 50);
    const inner = step('Reload', 'pw:api', 3.5, 1, toPass, 52);
    const click = step('Click', 'pw:api', 8, -1, undefined, 60);
    const after = step('After Hooks', 'hook', 368, 1);
    const printed = report('timedOut', [
      ['begin', hooks],
      ['begin', fixture],
      ['begin', created],
      ['end', created],
      ['end', fixture],
      ['end', hooks],
      ['begin', navigate],
      ['end', navigate],
      ['begin', toPass],
      ['begin', inner],
      ['end', inner],
      ['end', toPass],
      ['begin', click],
      ['begin', after],
      // the teardown ends the cut-off click: it is not "finished"
      ['end', click],
      ['end', after],
    ]);
    expect(printed).toContain(
      'Where each test that timed out stood:\n  console › console-funnel.spec.ts › a camp',
    );
    expect(printed).toContain(
      'cut off by the timeout (how long each had run):\n      Click (console-funnel.spec.ts:60), 360.0 s',
    );
    expect(printed).toContain(
      'the last that finished:\n      Navigate to "/admin/" (console-funnel.spec.ts:40), 2.0 s\n      Expect "toPass" (console-funnel.spec.ts:50), 4.0 s\n',
    );
    expect(printed).not.toMatch(/finished:[\s\S]*Click/);
    expect(printed).not.toContain('Create page');
    expect(printed).not.toContain('Reload');
  });

  it('says so when the test awaited something that is not a call of Playwright', () => {
    const navigate = step('Navigate to "/admin/"', 'pw:api', 1, 2);
    const printed = report('timedOut', [
      ['begin', navigate],
      ['end', navigate],
      ['begin', step('After Hooks', 'hook', 360, 1)],
    ]);
    expect(printed).toContain(
      'the timeout cut off no call or check of Playwright: the test awaited something else',
    );
    expect(printed).toContain('Navigate to "/admin/"');
  });

  it('keeps only the last eight finished steps', () => {
    const steps = Array.from({ length: 12 }, (_, i) => step(`Step ${i}`, 'test.step', i, 0.5));
    const printed = report(
      'timedOut',
      steps.flatMap((s) => [['begin', s] as const, ['end', s] as const]) as never,
    );
    expect(printed).not.toContain('Step 3 (');
    expect(printed).toContain('Step 4 ');
    expect(printed).toContain('Step 11 ');
  });

  it('prints nothing for a test that passed or failed on a check of its own', () => {
    const click = step('Click', 'pw:api', 1, 1);
    for (const status of ['passed', 'failed'] as const)
      expect(
        report(status, [
          ['begin', click],
          ['end', click],
        ]),
      ).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { microBatch } from './micro-batch.ts';

describe('microBatch', () => {
  it('sends the calls of one turn together and queues the next ones while a group runs', async () => {
    const groups: number[][] = [];
    let release: () => void = () => undefined;
    const call = microBatch(
      async (inputs: number[]) => {
        groups.push(inputs);
        if (groups.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return inputs.map((n) => n * 10);
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    const first = [call(1), call(2)];
    await new Promise((resolve) => setImmediate(resolve));
    // the first group is running: these wait for it, then go in groups of at most 3
    const later = [call(3), call(4), call(5), call(6)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(groups).toEqual([[1, 2]]);
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(groups).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('rejects every call of a group that failed, and the next group runs', async () => {
    let fail = true;
    const call = microBatch(
      async (inputs: string[]) => {
        if (fail) {
          fail = false;
          throw new Error('down');
        }
        return inputs.map((s) => s.toUpperCase());
      },
      { maxBatch: 10, maxInFlight: 2 },
    );
    const failed = await Promise.allSettled([call('a'), call('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await call('c')).toBe('C');
  });

  it('sends the next group to the database before answering the callers of the group that ended', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const call = microBatch(
      async (inputs: number[]) => {
        events.push(`run ${inputs.join(',')}`);
        if (inputs[0] === 1) await new Promise<void>((resolve) => (release = resolve));
        return inputs;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const first = call(1).then(() => events.push('answered 1'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = call(2).then(() => events.push('answered 2'));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['run 1', 'run 2', 'answered 1', 'answered 2']);
  });
});

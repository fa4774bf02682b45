/**
 * Group commit for hot statements: calls that arrive while earlier ones are being answered wait and go to the
 * database together, as one statement for the whole group.
 *
 * Nothing is cached or remembered between groups (every call reads or writes the database itself), so this is
 * as correct across several server processes as one statement per call; what it saves is round trips and commits
 * under a burst. When the database keeps up, a call goes alone after one turn of the event loop (`setImmediate`,
 * so calls that arrived in the same turn join it); when it does not, calls queue while `maxInFlight` groups are
 * running and the next group takes up to `maxBatch` of them. The latency added is at most one group's time.
 * When a group ends, the next one is sent first and the ended group's callers are answered in the next turn, so
 * the database does not wait while the server writes the answers.
 *
 * `run` answers every input in order (same length). When it throws, every call of the group gets the error.
 * (dataloader batches only calls of the same tick and adds a cache; here the group forms while the database works.)
 */
export type MicroBatchOptions = { maxBatch: number; maxInFlight: number };

export function microBatch<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  { maxBatch, maxInFlight }: MicroBatchOptions,
): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const group = queue.slice(0, maxBatch);
      queue = queue.slice(group.length);
      inFlight++;
      run(group.map((w) => w.input)).then(
        (outputs) => {
          done();
          setImmediate(() => {
            if (outputs.length !== group.length) {
              const error = new Error(`microBatch: ${outputs.length} answers for ${group.length} calls`);
              for (const w of group) w.reject(error);
              return;
            }
            group.forEach((w, i) => {
              w.resolve(outputs[i]!);
            });
          });
        },
        (error: unknown) => {
          done();
          setImmediate(() => {
            for (const w of group) w.reject(error);
          });
        },
      );
    }
  };

  /**
   * A group ended: the next one goes to the database at once, and the ended group's callers are answered in the
   * next turn (setImmediate). Answering first would run every caller's continuation (its whole response: sending
   * it, the next request's parsing) before the next group's query reaches the socket (the pool hands out its
   * connection in a later tick), so the database would wait for the server between groups.
   */
  const done = () => {
    inFlight--;
    flush();
  };

  const schedule = () => {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/** One batcher per key (a database handle), made on first use. */
export function perKey<K extends object, F>(make: (key: K) => F): (key: K) => F {
  const made = new WeakMap<K, F>();
  return (key) => {
    let f = made.get(key);
    if (f === undefined) {
      f = make(key);
      made.set(key, f);
    }
    return f;
  };
}

/**
 * Counts the hostile requests a security suite sends and how many were refused as expected, and prints one line
 * per suite (`security <topic>: sent N hostile requests, M refused as expected`) so a run shows its figures.
 */
export type HostileTally = {
  /** Record one hostile request; `refusedAsExpected` is what the suite asserted about its answer. */
  record(refusedAsExpected: boolean): void;
  readonly sent: number;
  readonly refused: number;
  report(): void;
};

export function hostileTally(topic: string): HostileTally {
  let sent = 0;
  let refused = 0;
  return {
    record(refusedAsExpected) {
      sent += 1;
      if (refusedAsExpected) refused += 1;
    },
    get sent() {
      return sent;
    },
    get refused() {
      return refused;
    },
    report() {
      console.log(`security ${topic}: sent ${sent} hostile requests, ${refused} refused as expected`);
    },
  };
}

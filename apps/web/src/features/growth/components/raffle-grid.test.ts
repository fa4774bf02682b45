import { describe, expect, it } from 'vitest';
import { type GridPrize, ringPositionOf } from './raffle-grid';

const prize = (slot: number): GridPrize => ({ slot, name: `p${slot}`, kind: 'cash', available: true });

describe('the raffle grid ring', () => {
  it('stops on the ring position that shows the prize the server chose', () => {
    const eight = Array.from({ length: 8 }, (_, i) => prize(i));
    expect(eight.map((p) => ringPositionOf(eight, p.slot))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('repeats fewer prizes round the ring and stops on the first copy', () => {
    const three = [prize(0), prize(1), prize(2)];
    expect([0, 1, 2].map((slot) => ringPositionOf(three, slot))).toEqual([0, 1, 2]);
    const seven = Array.from({ length: 7 }, (_, i) => prize(i));
    expect(ringPositionOf(seven, 6)).toBe(6);
  });
});

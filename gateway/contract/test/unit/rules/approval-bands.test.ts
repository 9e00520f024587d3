import { describe, expect, it } from 'vitest';
import { approversForAmount, bandFor } from '../../../src/rules/approval-bands.js';

const bands = [
  { fromMinor: 0, approvers: 0 },
  { fromMinor: 1_000_000, approvers: 1 },
  { fromMinor: 10_000_000, approvers: 2 },
];

describe('bandFor', () => {
  it('finds the last band starting at or below the amount', () => {
    expect(bandFor(bands, 0)).toEqual(bands[0]);
    expect(bandFor(bands, 999_999)).toEqual(bands[0]);
    expect(bandFor(bands, 1_000_000)).toEqual(bands[1]);
    expect(bandFor(bands, 50_000_000)).toEqual(bands[2]);
    expect(bandFor([], 5)).toBeUndefined();
  });

  it('finds no band below the first one, and returns the band itself (with its other fields)', () => {
    const named = [{ fromMinor: 500, approvers: 1, name: 'first' }];
    expect(bandFor(named, 499)).toBeUndefined();
    expect(bandFor(named, 500)).toBe(named[0]);
  });
});

describe('approversForAmount', () => {
  it("asks for the amount's band's approvers, the band's start included", () => {
    expect(approversForAmount(bands, 0)).toBe(0);
    expect(approversForAmount(bands, 999_999)).toBe(0);
    expect(approversForAmount(bands, 1_000_000)).toBe(1);
    expect(approversForAmount(bands, 9_999_999)).toBe(1);
    expect(approversForAmount(bands, 10_000_000)).toBe(2);
  });

  it('asks for none without a band that covers the amount', () => {
    expect(approversForAmount([], 10_000_000)).toBe(0);
    expect(approversForAmount([{ fromMinor: 100, approvers: 2 }], 99)).toBe(0);
  });
});

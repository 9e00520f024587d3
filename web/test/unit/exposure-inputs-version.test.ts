// A screen keeps the exposure report computed from the newer inputs, fetched or pushed (issue 25, "the same
// figures at every instant"): a tick's push valued before the workers loaded a change never replaces a
// fetch made after it, and a push of the same inputs replaces a fetch (every open screen shows the push).
import { compareInputsVersions } from '@tradehub/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  exposureRevalued,
  fxKeys,
  replacesExposure,
  settledExposure,
  type ExposureReportData,
} from '../../src/api/fx/queries';

const report = (inputsVersion: string | undefined, unhedgedBaseMinor: number) =>
  ({
    baseCurrency: 'USD',
    asOf: null,
    currencies: [],
    totals: {
      baseAmountMinor: unhedgedBaseMinor,
      unhedgedBaseMinor,
      valueAtRisk95Minor: 0,
      valueAtRiskMeasured: false,
      costVsBudgetMinor: 0,
      hedgedPercent: 0,
      level: 'Low',
    },
    unpricedCurrencies: [],
    inputsVersion,
  }) as ExposureReportData;

describe('exposure inputs versions', () => {
  it('orders stream ids by time, then sequence; none is the oldest', () => {
    expect(compareInputsVersions('1700000000000-0', '1700000000001-0')).toBeLessThan(0);
    expect(compareInputsVersions('1700000000001-2', '1700000000001-10')).toBeLessThan(0);
    expect(compareInputsVersions('1700000000001-3', '1700000000001-3')).toBe(0);
    expect(compareInputsVersions(undefined, '0-1')).toBeLessThan(0);
    expect(compareInputsVersions('0-0', undefined)).toBe(0);
  });

  it('replaces what is held with a report of the same or newer inputs only', () => {
    const held = report('1700000000005-0', 100);
    expect(replacesExposure(undefined, report('0-0', 1))).toBe(true);
    expect(replacesExposure(held, report('1700000000004-9', 1))).toBe(false);
    expect(replacesExposure(held, report('1700000000005-0', 1))).toBe(true);
    expect(replacesExposure(held, report('1700000000006-0', 1))).toBe(true);
  });

  it("drops a tick's push from before a change the screen already fetched, and takes the next one", () => {
    const client = new QueryClient();
    client.setQueryData(fxKeys.report(), report('1700000000005-0', 250_00));
    expect(exposureRevalued(client, report('1700000000004-0', 0))).toBe(true);
    expect(client.getQueryData<ExposureReportData>(fxKeys.report())!.totals.unhedgedBaseMinor).toBe(250_00);
    expect(exposureRevalued(client, report('1700000000005-0', 251_00))).toBe(true);
    expect(client.getQueryData<ExposureReportData>(fxKeys.report())!.totals.unhedgedBaseMinor).toBe(251_00);
  });

  it("keeps a push over a fetch of the same inputs that lands after it (the push is every screen's figure)", () => {
    const pushed = report('1700000000005-0', 251_00);
    expect(settledExposure(pushed, report('1700000000005-0', 250_00))).toBe(pushed);
    // A fetch of newer inputs (made after a change the push had not loaded) is taken.
    const newer = report('1700000000006-0', 400_00);
    expect(settledExposure(pushed, newer)).toBe(newer);
    expect(settledExposure(undefined, newer)).toBe(newer);
  });
});

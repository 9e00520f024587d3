import { describe, expect, it } from 'vitest';
import { antdTheme, tradeHubDarkTheme, tradeHubTheme } from '../../src/app/theme';

describe('antdTheme and reduced motion', () => {
  it('keeps antd’s motion for a reader who did not ask for less', () => {
    expect(antdTheme('light')).toBe(tradeHubTheme);
    expect(antdTheme('dark', false)).toBe(tradeHubDarkTheme);
    expect(antdTheme('light').token?.motion).toBeUndefined();
  });

  it('turns it off for a reader who asks for less motion, in both schemes, colours unchanged', () => {
    for (const [scheme, base] of [
      ['light', tradeHubTheme],
      ['dark', tradeHubDarkTheme],
    ] as const) {
      const still = antdTheme(scheme, true);
      expect(still.token?.motion).toBe(false);
      expect(still.token?.colorPrimary).toBe(base.token?.colorPrimary);
      expect(still.algorithm).toBe(base.algorithm);
      // The same object each time: antd recomputes its styles when the theme object changes.
      expect(antdTheme(scheme, true)).toBe(still);
    }
  });
});

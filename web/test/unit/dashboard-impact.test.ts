import { describe, expect, it } from 'vitest';
import {
  impactCell,
  impactMoveId,
  impactMoveLabel,
  impactMoves,
} from '../../src/pages/dashboard/risk/impactFormat';

const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('the Currency Impact Analysis cells', () => {
  it('has the six moves in column order', () => {
    expect(impactMoves).toEqual(['-10', '-5', '-1', '1', '5', '10']);
  });

  it('shows a gain with a plus sign, as money in the base currency', () => {
    expect(impactCell(1_234_500, 'USD', 'en-US')).toEqual({ text: '+$12,345.00', tone: 'gain' });
  });

  it('shows a loss with a minus sign', () => {
    expect(impactCell(-987_654, 'USD', 'en-US')).toEqual({ text: '-$9,876.54', tone: 'loss' });
  });

  it('shows no impact as unsigned zero', () => {
    expect(impactCell(0, 'USD', 'en-US')).toEqual({ text: '$0.00', tone: 'none' });
    expect(impactCell(undefined, 'USD', 'en-US')).toEqual({ text: '$0.00', tone: 'none' });
  });

  it('formats per locale and per currency exponent', () => {
    expect(plain(impactCell(-123_456, 'EUR', 'es-ES').text)).toBe('-1234,56 €');
    expect(impactCell(5_000, 'JPY', 'en-US').text).toBe('+¥5,000');
    expect(impactCell(-5, 'USD', 'zh-CN')).toEqual({ text: '-US$0.05', tone: 'loss' });
  });

  it('labels the columns as signed percentages and names them for test ids', () => {
    expect(impactMoves.map((move) => impactMoveLabel(move, 'en-US'))).toEqual([
      '-10%',
      '-5%',
      '-1%',
      '+1%',
      '+5%',
      '+10%',
    ]);
    expect(plain(impactMoveLabel('5', 'es-ES'))).toBe('+5 %');
    expect(impactMoves.map(impactMoveId)).toEqual([
      'minus10',
      'minus5',
      'minus1',
      'plus1',
      'plus5',
      'plus10',
    ]);
  });
});

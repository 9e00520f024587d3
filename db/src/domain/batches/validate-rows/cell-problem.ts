// A cell's own problem (formula-like, control characters, too long), found before its meaning is checked:
// hostile spreadsheet content is refused, never stored.
import type { BatchColumn } from '@tradehub/contract';
import { problem, type RowProblem } from './row-problem.js';

const REFERENCE_MAX = 140;
const CELL_MAX = 200;
/** A cell a spreadsheet would run as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function cellProblem(column: BatchColumn, value: string): RowProblem | undefined {
  if (FORMULA_START.test(value))
    return problem(
      'formula',
      `${column}: must not start with ${JSON.stringify(value[0])} (it would be read as a formula).`,
      { char: value[0]! },
    );
  if (CONTROL.test(value)) return problem('control', `${column}: contains control characters.`);
  const max = column === 'reference' ? REFERENCE_MAX : CELL_MAX;
  if (value.length > max) return problem('too_long', `${column}: at most ${max} characters.`, { max });
  return undefined;
}

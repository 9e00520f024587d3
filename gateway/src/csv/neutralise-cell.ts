// CSV injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
// carriage return (or their full-width forms, which some spreadsheets normalise) as a formula, so a
// supplier name like =HYPERLINK(...) would become a live link. A leading ' makes the spreadsheet show the
// cell as text. The rule is per column: text columns are always neutralised; a number column keeps a plain
// decimal (-12.50 is data, not a formula) and neutralises anything else, in case a non-number ever lands
// there. csv-stringify's own escape_formulas decides by JavaScript type instead, which would turn our
// amounts (decimal strings, so 12.50 keeps its trailing zero) into text.

/** How a column's cells are neutralised: `text` always, `number` unless the cell is a plain decimal. */
export type CsvColumnKind = 'text' | 'number';

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The cell as it is safe to hand to a spreadsheet; quoting is the CSV writer's job, not this one's. */
export function neutraliseCell(value: string, kind: CsvColumnKind): string {
  if (kind === 'number' && PLAIN_DECIMAL.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

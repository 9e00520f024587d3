// The one summary table: what was measured, against which target, passed or not.

export type Verdict = 'PASS' | 'FAIL' | '';

export interface Row {
  measure: string;
  value: string;
  target?: string;
  verdict?: Verdict;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

export function formatMs(ms: number): string {
  return Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'n/a';
}

export function printTable(title: string, rows: Row[]): void {
  const header: Row = { measure: 'measure', value: 'measured', target: 'target', verdict: '' };
  const cells = [header, ...rows].map((row) => [row.measure, row.value, row.target ?? '', row.verdict ?? '']);
  const widths = [0, 1, 2, 3].map((column) => Math.max(...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, column) => (column === 1 ? text.padStart(widths[column]!) : text.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((total, width) => total + width + 2, -2));
  console.log(`\n${title}\n${rule}\n${line(cells[0]!)}\n${rule}`);
  for (const cell of cells.slice(1)) console.log(line(cell));
  console.log(rule);
}

/** The first line where two texts differ (1-based) and both versions of it, or null when they are equal. */
export function firstDifference(expected: string, actual: string) {
  if (expected === actual) return null;
  const expectedLines = expected.split('\n');
  const actualLines = actual.split('\n');
  let index = 0;
  while (index < expectedLines.length && expectedLines[index] === actualLines[index]) index += 1;
  return {
    line: index + 1,
    expected: expectedLines[index] ?? '(end of file)',
    actual: actualLines[index] ?? '(end of file)',
  };
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The sample standard deviation (n − 1 in the denominator); null below two values. */
export function sampleStandardDeviation(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const average = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - average) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

/**
 * ln(vₜ / vₜ₋₁) for each consecutive pair of a series sampled at regular points, oldest first. A return is
 * null where either end has no value (no rate yet at that point), so the returns stay aligned with the
 * points: returns[i] is the move from point i to point i + 1.
 */
export function logReturns(series: readonly (number | null)[]): (number | null)[] {
  const returns: (number | null)[] = [];
  for (let index = 1; index < series.length; index++) {
    const before = series[index - 1];
    const after = series[index];
    returns.push(before && after && before > 0 && after > 0 ? Math.log(after / before) : null);
  }
  return returns;
}

/**
 * Points `newest`..`oldest` (k, counted back from the end) of a series stored newest first, returned oldest
 * first (the input of logReturns); a point past the series' end is null.
 */
export function seriesSlice(
  newestFirst: readonly (number | null)[],
  newest: number,
  oldest: number,
): (number | null)[] {
  const slice: (number | null)[] = [];
  for (let k = oldest; k >= newest; k--) slice.push(newestFirst[k] ?? null);
  return slice;
}

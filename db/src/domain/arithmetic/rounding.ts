/**
 * Money leaves the risk engine as whole minor units: an estimate computed from rates (floats by nature) is
 * rounded once, at the end, half away from zero, so +x and −x round to opposite amounts (Math.round would
 * give −2 for −2.5 and 3 for 2.5). Never returns −0.
 */
export function roundMinor(exact: number): number {
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact));
  return rounded === 0 ? 0 : rounded;
}

/** A ratio or percentage for display, rounded half away from zero to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** `part / whole`, or 0 when there is no whole: the engine never answers NaN or Infinity. */
export function safeRatio(part: number, whole: number): number {
  return whole > 0 && Number.isFinite(part) ? part / whole : 0;
}

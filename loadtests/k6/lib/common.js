// What every k6 script here shares: the deployment's base URL, the ramp-hold-ramp-down shape of a
// ramping-vus scenario, and the helpers the scripts' handleSummary use to print one table.

/** The gateway or its load balancer (`http(s)://…`), without trailing slashes. */
export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
/** Time at the plateau. */
export const DURATION = __ENV.DURATION || '2m';

/** The trend statistics every script's summary prints. */
export const SUMMARY_TREND_STATS = ['min', 'med', 'p(95)', 'p(99)', 'max'];

/** Stages of a ramping-vus scenario: ramp up to `target` VUs in `ramp`, hold for `duration`, ramp down. */
export function rampStages(ramp, duration, target) {
  return [
    { duration: ramp, target },
    { duration, target },
    { duration: '10s', target: 0 },
  ];
}

/** Readers of handleSummary's `data`: a metric's values, its thresholds' verdicts, and formatting. */
export function summaryOf(data) {
  const values = (name) => (data.metrics[name] && data.metrics[name].values) || {};
  const verdicts = (name) =>
    Object.entries((data.metrics[name] && data.metrics[name].thresholds) || {})
      .map(([rule, result]) => `${rule} ${result.ok ? 'PASS' : 'FAIL'}`)
      .join(', ');
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
  /** A time trend as `p50 / p95 / p99 / max`. */
  const trend = (name) => {
    const v = values(name);
    return `${ms(v.med)} / ${ms(v['p(95)'])} / ${ms(v['p(99)'])} / ${ms(v.max)}`;
  };
  /** A rate as a percentage. */
  const percent = (name) => `${((values(name).rate || 0) * 100).toFixed(2)} %`;
  /** A counter as `count (rate/s)`. */
  const counted = (name) => `${values(name).count || 0} (${(values(name).rate || 0).toFixed(1)}/s)`;
  const peakVus = () => values('vus_max').max || values('vus_max').value || 0;
  return { values, verdicts, ms, trend, percent, counted, peakVus };
}

// k6 mixed load: the three things a busy TradeHub deployment does at once, as three scenarios side by side.
//   readers   HTTP_VUS people loading the dashboard, suppliers and payments in a loop (as http.js does);
//   realtime  WS_VUS signed-in browser tabs on socket.io over a raw WebSocket (as realtime.js does, with
//             the session cookie, so they also join their user and organisation rooms): fx:tick latency;
//   reports   REPORTS_PER_MINUTE risk-report exports (POST /api/reports), each followed by polling
//             GET /api/reports/:id every POLL_SECONDS until it is completed or failed: the export time.
//
//   k6 run -e BASE_URL=https://tradehub.example.com -e EMAIL=… -e PASSWORD=… loadtests/k6/mixed.js
//
// EMAIL and PASSWORD are required: an approved, not read-only member with the Financial Reports permission
// (the demo session cannot export). setup() signs in once and every VU uses that session's cookie (sign-in
// is rate-limited). Every export builds and stores a PDF and an XLSX on the deployment: run it against a
// test organisation. The session and the reading round: lib/http-session.js; the Engine.IO framing: lib/socketio.js.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter, Rate, Trend } from 'k6/metrics';
import { BASE_URL, DURATION, SUMMARY_TREND_STATS, rampStages, summaryOf } from './lib/common.js';
import { EMAIL, PASSWORD, RANGE, openSession, readingRound } from './lib/http-session.js';
import { openSocketIo } from './lib/socketio.js';

const HTTP_VUS = Number(__ENV.HTTP_VUS || 50);
const WS_VUS = Number(__ENV.WS_VUS || 500);
const REPORTS_PER_MINUTE = Number(__ENV.REPORTS_PER_MINUTE || 6);
const RAMP = __ENV.RAMP || '30s';
const POLL_SECONDS = Number(__ENV.POLL_SECONDS || 0.5);
/** An export not finished after this long counts as failed. */
const REPORT_TIMEOUT_SECONDS = Number(__ENV.REPORT_TIMEOUT_SECONDS || 60);
const TICK_P99_MS = Number(__ENV.TICK_P99_MS || 25);
const REPORT_P95_MS = Number(__ENV.REPORT_P95_MS || 10000);

const round = readingRound({ approved: true, json: false });

const reportUpdates = new Counter('report_updates_pushed');
const reportDuration = new Trend('report_export_duration', true);
const reportsCompleted = new Counter('report_exports_completed');
const reportFailures = new Rate('report_export_failures');

/** Ramp up to `target` VUs, hold, ramp down. */
const stages = (target) => rampStages(RAMP, DURATION, target);
/** Seconds of RAMP + DURATION (k6 durations like 30s, 2m, 1h30m). */
const totalSeconds = [RAMP, DURATION].reduce((sum, text) => sum + seconds(text), 0);

export const options = {
  scenarios: {
    readers: {
      executor: 'ramping-vus',
      exec: 'readers',
      startVUs: 0,
      stages: stages(HTTP_VUS),
      gracefulRampDown: '5s',
    },
    realtime: {
      executor: 'ramping-vus',
      exec: 'realtime',
      startVUs: 0,
      stages: stages(WS_VUS),
      gracefulRampDown: '5s',
      gracefulStop: '5s',
    },
    reports: {
      executor: 'constant-arrival-rate',
      exec: 'reports',
      rate: REPORTS_PER_MINUTE,
      timeUnit: '1m',
      duration: `${totalSeconds}s`,
      preAllocatedVUs: Math.max(2, Math.ceil((REPORTS_PER_MINUTE * REPORT_TIMEOUT_SECONDS) / 60)),
      gracefulStop: `${REPORT_TIMEOUT_SECONDS}s`,
    },
  },
  thresholds: {
    ...round.thresholds,
    'http_req_failed{scenario:readers}': ['rate<0.01'],
    'http_req_failed{scenario:reports}': ['rate<0.01'],
    api_check_failures: ['rate<0.01'],
    fx_tick_latency: [`p(99)<${TICK_P99_MS}`],
    fx_ticks: ['count>0'],
    socketio_connect_errors: ['rate<0.01'],
    report_export_duration: [`p(95)<${REPORT_P95_MS}`],
    report_export_failures: ['rate<0.01'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

export function setup() {
  if (!EMAIL || !PASSWORD) {
    throw new Error('mixed.js needs EMAIL and PASSWORD of an approved member with Financial Reports');
  }
  const { cookie, profile } = openSession();
  if (profile.status !== 'approved' || profile.readOnly) {
    throw new Error(
      `${EMAIL} is ${profile.status}${profile.readOnly ? ', read-only' : ''}: exports need an approved member`,
    );
  }
  if (!profile.permissions.includes('Financial Reports')) {
    throw new Error(`${EMAIL} lacks the Financial Reports permission that exports need`);
  }
  return { cookie };
}

/** The readers scenario: one round of the three lists, then a pause. */
export function readers(session) {
  round.read(session);
}

/** The realtime scenario: one signed-in socket.io connection for SESSION_SECONDS (see realtime.js). */
export function realtime(session) {
  openSocketIo({ headers: { cookie: session.cookie } }, (event) => {
    if (event === 'report:updated') reportUpdates.add(1);
  });
}

/** The reports scenario: one export, polled until it is completed or failed (or times out). */
export function reports(session) {
  const headers = { cookie: session.cookie, 'content-type': 'application/json' };
  const started = Date.now();
  const created = http.post(`${BASE_URL}/api/reports`, JSON.stringify({ range: RANGE }), {
    headers,
    tags: { endpoint: 'report-create' },
  });
  if (!check(created, { 'export accepted (202)': (r) => r.status === 202 })) {
    reportFailures.add(true);
    return;
  }
  const id = created.json('report.id');
  let status = created.json('report.status');
  while (status !== 'completed' && status !== 'failed') {
    if (Date.now() - started > REPORT_TIMEOUT_SECONDS * 1000) break;
    sleep(POLL_SECONDS);
    const res = http.get(`${BASE_URL}/api/reports/${encodeURIComponent(id)}`, {
      headers,
      tags: { endpoint: 'report-poll' },
    });
    if (res.status === 200) status = res.json('report.status');
  }
  const ok = status === 'completed';
  check(status, { 'export completed': () => ok });
  reportFailures.add(!ok);
  if (ok) {
    reportDuration.add(Date.now() - started);
    reportsCompleted.add(1);
  }
}

function seconds(text) {
  let total = 0;
  const pattern = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  let match;
  while ((match = pattern.exec(text)) !== null) {
    const unit = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2]];
    total += Number(match[1]) * unit;
  }
  return total;
}

export function handleSummary(data) {
  const summary = summaryOf(data);
  const { values, verdicts, trend, percent, counted, peakVus } = summary;
  const runSeconds = data.state.testRunDurationMs / 1000;
  const lines = [
    `TradeHub mixed load (k6): ${BASE_URL} as ${EMAIL}; ${HTTP_VUS} readers, ${WS_VUS} sockets, ${REPORTS_PER_MINUTE} exports/min`,
    '  HTTP (p50 / p95 / p99 / max):',
  ];
  for (const endpoint of round.endpoints) {
    const stats = round.summarize(summary, endpoint, runSeconds);
    lines.push(
      `    ${endpoint.name.padEnd(10)} ${stats.latency}   ${stats.requests}`,
      `        ${stats.verdicts}`,
    );
  }
  lines.push(
    `    failed requests      ${percent('http_req_failed{scenario:readers}')}   ${verdicts('http_req_failed{scenario:readers}')}`,
    `    failed checks        ${percent('api_check_failures')}   ${verdicts('api_check_failures')}`,
    '  Real time:',
    `    fx:tick received     ${counted('fx_ticks')}`,
    `    fx:tick latency      ${trend('fx_tick_latency')}   ${verdicts('fx_tick_latency')}`,
    `    connect errors       ${percent('socketio_connect_errors')}   ${verdicts('socketio_connect_errors')}`,
    `    report:updated pushes received   ${values('report_updates_pushed').count || 0}`,
    `  Report exports (POST → completed, seen by polling every ${POLL_SECONDS} s):`,
    `    exports completed    ${values('report_exports_completed').count || 0}`,
    `    export time          ${trend('report_export_duration')}   ${verdicts('report_export_duration')}`,
    `    failed exports       ${percent('report_export_failures')}   ${verdicts('report_export_failures')}`,
    `    failed requests      ${percent('http_req_failed{scenario:reports}')}   ${verdicts('http_req_failed{scenario:reports}')}`,
    `  peak VUs               ${peakVus()}`,
    '',
  );
  return { stdout: lines.join('\n') };
}

// k6 load test of the signed-in HTTP API: N virtual users each loading the dashboard, the suppliers list
// and the payments list (Recent Transactions) in a loop, with a pause between rounds like a person.
//
//   k6 run -e BASE_URL=https://tradehub.example.com -e EMAIL=… -e PASSWORD=… -e VUS=200 loadtests/k6/http.js
//
// The session: setup() signs in once (POST /api/auth/sign-in with EMAIL and PASSWORD, an approved account;
// without them, POST /api/auth/demo opens the read-only demo workspace) and every VU sends that session's
// `th_session` cookie. One sign-in, not one per VU: sign-in is rate-limited per IP and per account. The
// demo account is not approved, so /api/payments (approved accounts only) is skipped without EMAIL.
// The session and the reading round: lib/http-session.js.
import { BASE_URL, DURATION, SUMMARY_TREND_STATS, rampStages, summaryOf } from './lib/common.js';
import { EMAIL, openSession, readingRound } from './lib/http-session.js';

const VUS = Number(__ENV.VUS || 100);
const RAMP = __ENV.RAMP || '1m';

/** /api/payments is for approved accounts only: measured when EMAIL is given (setup checks the account). */
const round = readingRound({ approved: Boolean(EMAIL), json: true });

export const options = {
  scenarios: {
    api_readers: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: rampStages(RAMP, DURATION, VUS),
      gracefulRampDown: '5s',
    },
  },
  thresholds: {
    ...round.thresholds,
    // Transport errors and 4xx/5xx answers, all endpoints (setup's sign-in excluded: it is not tagged).
    'http_req_failed{scenario:api_readers}': ['rate<0.01'],
    api_check_failures: ['rate<0.01'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

/** Signs in once; every VU gets the session cookie and whether the account may list payments. */
export function setup() {
  const { cookie, profile } = openSession();
  if (EMAIL && profile.status !== 'approved') {
    throw new Error(`${EMAIL} is ${profile.status}: the payments list needs an approved account`);
  }
  return { cookie };
}

export default function (session) {
  round.read(session);
}

export function handleSummary(data) {
  const summary = summaryOf(data);
  const seconds = data.state.testRunDurationMs / 1000;
  const lines = [
    `TradeHub HTTP API (k6): ${BASE_URL}, up to ${VUS} VUs, ${EMAIL ? `signed in as ${EMAIL}` : 'demo session'}`,
  ];
  for (const endpoint of round.endpoints) {
    const { latency, requests, verdicts } = round.summarize(summary, endpoint, seconds);
    lines.push(
      `  ${endpoint.name.padEnd(10)} p50 / p95 / p99 / max   ${latency}   ${requests}`,
      `      ${verdicts}`,
    );
  }
  if (!EMAIL)
    lines.push('  payments   not measured: the demo session is not approved (set EMAIL and PASSWORD)');
  lines.push(
    `  requests               ${summary.counted('http_reqs')}`,
    `  failed requests        ${summary.percent('http_req_failed{scenario:api_readers}')}   ${summary.verdicts('http_req_failed{scenario:api_readers}')}`,
    `  failed checks          ${summary.percent('api_check_failures')}   ${summary.verdicts('api_check_failures')}`,
    `  peak VUs               ${summary.peakVus()}`,
    '',
  );
  return { stdout: lines.join('\n') };
}

// The signed-in HTTP side shared by http.js and mixed.js: the session setup() opens once (sign-in is
// rate-limited per IP and per account, so never per VU) and the reading round of a person with the app
// open (dashboard, suppliers, payments), with its per-endpoint thresholds and summary lines.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter, Rate } from 'k6/metrics';
import { BASE_URL } from './common.js';

export const EMAIL = __ENV.EMAIL || '';
export const PASSWORD = __ENV.PASSWORD || '';
/** The dashboard's range (`24h`, `7d`, `30d`, `90d`). */
export const RANGE = __ENV.RANGE || '7d';
/** Seconds each VU waits between two rounds (0: as fast as it can). */
export const THINK_SECONDS = Number(__ENV.THINK_SECONDS || 1);
export const P95_MS = Number(__ENV.P95_MS || 100);
export const P99_MS = Number(__ENV.P99_MS || 250);

/**
 * Opens the session (in setup()): POST /api/auth/sign-in with EMAIL and PASSWORD, or without EMAIL
 * POST /api/auth/demo. Throws unless it answered 200 with a `th_session` cookie. Returns the `cookie`
 * header every VU sends and the signed-in `profile`, for the caller's own checks.
 */
export function openSession() {
  const headers = { 'content-type': 'application/json' };
  const res = EMAIL
    ? http.post(`${BASE_URL}/api/auth/sign-in`, JSON.stringify({ email: EMAIL, password: PASSWORD }), {
        headers,
      })
    : http.post(`${BASE_URL}/api/auth/demo`, null, { headers });
  const session = res.cookies.th_session && res.cookies.th_session[0];
  if (res.status !== 200 || !session) {
    throw new Error(`${EMAIL ? 'sign-in' : 'demo session'} failed: HTTP ${res.status} ${res.body}`);
  }
  return { cookie: `th_session=${session.value}`, profile: res.json('profile') };
}

/**
 * The reading round of a person with the app open: GET /api/dashboard?range=RANGE, /api/suppliers and, when
 * `approved` (approved accounts only), /api/payments?page=1&pageSize=10, each with setup()'s session cookie
 * (tag `endpoint`), checked for a 200 (and a JSON body when `json`), then THINK_SECONDS of pause.
 * Call it in the init context: it defines the metrics `api_check_failures` and `api_requests_<name>`.
 * Returns:
 *   endpoints            [{ name, path }] in request order;
 *   thresholds           `http_req_duration{endpoint:…}` p(95) < P95_MS and p(99) < P99_MS for each;
 *   read(session)        one round (a VU iteration);
 *   summarize(summary, endpoint, runSeconds)   for handleSummary, from common.js's summaryOf(data):
 *                        { latency: 'p50 / p95 / p99 / max', requests: '(N requests, R/s)', verdicts }.
 */
export function readingRound({ approved, json }) {
  const endpoints = [
    { name: 'dashboard', path: `/api/dashboard?range=${RANGE}` },
    { name: 'suppliers', path: '/api/suppliers' },
    { name: 'payments', path: '/api/payments?page=1&pageSize=10', approvedOnly: true },
  ].filter((endpoint) => approved || !endpoint.approvedOnly);
  const thresholds = {};
  for (const endpoint of endpoints) {
    thresholds[`http_req_duration{endpoint:${endpoint.name}}`] = [`p(95)<${P95_MS}`, `p(99)<${P99_MS}`];
  }
  const requests = Object.fromEntries(endpoints.map((e) => [e.name, new Counter(`api_requests_${e.name}`)]));
  /** Responses that were not 200 or not the JSON expected, per endpoint (tag `endpoint`). */
  const failedChecks = new Rate('api_check_failures');
  const label = json ? '200 JSON' : '200';
  const accepted = json ? (r) => r.status === 200 && isJson(r) : (r) => r.status === 200;

  function read(session) {
    for (const endpoint of endpoints) {
      const res = http.get(`${BASE_URL}${endpoint.path}`, {
        headers: { cookie: session.cookie },
        tags: { endpoint: endpoint.name },
      });
      const ok = check(res, { [`${endpoint.name} ${label}`]: accepted }, { endpoint: endpoint.name });
      failedChecks.add(!ok, { endpoint: endpoint.name });
      requests[endpoint.name].add(1);
    }
    if (THINK_SECONDS > 0) sleep(THINK_SECONDS);
  }

  function summarize(summary, endpoint, runSeconds) {
    const name = `http_req_duration{endpoint:${endpoint.name}}`;
    const count = summary.values(`api_requests_${endpoint.name}`).count || 0;
    return {
      latency: summary.trend(name),
      requests: `(${count} requests, ${(count / runSeconds).toFixed(1)}/s)`,
      verdicts: summary.verdicts(name),
    };
  }

  return { endpoints, thresholds, read, summarize };
}

function isJson(res) {
  try {
    res.json();
    return true;
  } catch (error) {
    return false;
  }
}

// k6 load test of the real-time feed: N anonymous socket.io clients on the `fx` room, speaking
// socket.io over a raw WebSocket (Engine.IO v4 framing by hand), measuring how long each `fx:tick`
// takes from `publishedAt` (server clock, set right before publishing) to arrival.
//
//   k6 run -e BASE_URL=https://tradehub.example.com -e VUS=2000 -e DURATION=5m loadtests/k6/realtime.js
//
// The Engine.IO framing, the metrics and the reconnect after SESSION_SECONDS: lib/socketio.js.
import { DURATION, SUMMARY_TREND_STATS, rampStages, summaryOf } from './lib/common.js';
import { SOCKET_URL, openSocketIo } from './lib/socketio.js';

const VUS = Number(__ENV.VUS || 2000);
const RAMP = __ENV.RAMP || '1m';

export const options = {
  scenarios: {
    fx_subscribers: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: rampStages(RAMP, DURATION, VUS),
      gracefulRampDown: '5s',
      gracefulStop: '5s',
    },
  },
  thresholds: {
    // Publish-to-receive, across every client and tick (same clock: see README about skew).
    fx_tick_latency: ['p(99)<25'],
    // Connections that failed to open or were refused by the socket.io handshake.
    socketio_connect_errors: ['rate<0.01'],
    // The feed reached clients at all.
    fx_ticks: ['count>0'],
  },
  summaryTrendStats: SUMMARY_TREND_STATS,
};

/** One anonymous connection for SESSION_SECONDS; the next iteration reconnects. */
export default function () {
  openSocketIo({});
}

export function handleSummary(data) {
  const summary = summaryOf(data);
  const lines = [
    `TradeHub real-time (k6): ${SOCKET_URL}, up to ${VUS} VUs`,
    `  fx:tick received       ${summary.counted('fx_ticks')}`,
    `  latency p50 / p95 / p99 / max   ${summary.trend('fx_tick_latency')}`,
    `      ${summary.verdicts('fx_tick_latency')}`,
    `  connect errors         ${summary.percent('socketio_connect_errors')}   ${summary.verdicts('socketio_connect_errors')}`,
    `  peak VUs               ${summary.peakVus()}`,
    '',
  ];
  return { stdout: lines.join('\n') };
}

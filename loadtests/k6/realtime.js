// k6 load test of the real-time feed: N anonymous socket.io clients on the `fx` room, speaking
// socket.io over a raw WebSocket (Engine.IO v4 framing by hand), measuring how long each `fx:tick`
// takes from `publishedAt` (server clock, set right before publishing) to arrival.
//
//   k6 run -e BASE_URL=https://tradehub.example.com -e VUS=2000 -e DURATION=5m loadtests/k6/realtime.js
//
// Engine.IO packets are one per WebSocket message: a digit for the type, then the data.
//   0{json}  open (sid, pingInterval…)        2 / 3  ping from the server / our pong
//   40       connect to namespace "/" (sent)   40{json} connected   44{json} connect refused
//   42[...]  an event: ["fx:tick", FxSnapshot]    1  close
import ws from 'k6/ws';
import { Counter, Rate, Trend } from 'k6/metrics';

const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:3000';
const VUS = Number(__ENV.VUS || 2000);
const DURATION = __ENV.DURATION || '2m';
const RAMP = __ENV.RAMP || '1m';
/** How long one VU keeps its connection before reconnecting (a little churn, as browsers do). */
const SESSION_SECONDS = Number(__ENV.SESSION_SECONDS || 60);

const SOCKET_URL = `${BASE_URL.replace(/^http/, 'ws').replace(/\/+$/, '')}/socket.io/?EIO=4&transport=websocket`;

const tickLatency = new Trend('fx_tick_latency', true);
const ticks = new Counter('fx_ticks');
const connectErrors = new Rate('socketio_connect_errors');

export const options = {
  scenarios: {
    fx_subscribers: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: RAMP, target: VUS },
        { duration: DURATION, target: VUS },
        { duration: '10s', target: 0 },
      ],
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
  summaryTrendStats: ['min', 'med', 'p(95)', 'p(99)', 'max'],
};

export default function () {
  // Each connection attempt counts once in socketio_connect_errors: a success at `40`, else a failure.
  let settled = false;
  const settle = (failed) => {
    if (settled) return;
    settled = true;
    connectErrors.add(failed);
  };
  try {
    ws.connect(SOCKET_URL, {}, (socket) => {
      socket.on('message', (message) => {
        const type = message.charAt(0);
        if (type === '2') {
          socket.send('3');
        } else if (type === '0') {
          socket.send('40');
        } else if (message.startsWith('42')) {
          const receivedAt = Date.now();
          const [event, payload] = JSON.parse(message.slice(2));
          if (event === 'fx:tick' && typeof payload.publishedAt === 'number') {
            tickLatency.add(receivedAt - payload.publishedAt);
            ticks.add(1);
          }
        } else if (message.startsWith('40')) {
          settle(false);
        } else if (message.startsWith('44')) {
          settle(true);
          socket.close();
        }
      });
      socket.on('error', () => settle(true));
      socket.setTimeout(() => socket.close(), SESSION_SECONDS * 1000);
    });
  } catch (error) {
    // The handshake failed (refused, DNS, TLS, a non-101 answer).
  }
  // Closed before the socket.io handshake completed.
  settle(true);
}

export function handleSummary(data) {
  const metric = (name) => (data.metrics[name] && data.metrics[name].values) || {};
  const verdicts = (name) =>
    Object.entries((data.metrics[name] && data.metrics[name].thresholds) || {})
      .map(([rule, result]) => `${rule} ${result.ok ? 'PASS' : 'FAIL'}`)
      .join(', ');
  const ms = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
  const latency = metric('fx_tick_latency');
  const lines = [
    `TradeHub real-time (k6): ${SOCKET_URL}, up to ${VUS} VUs`,
    `  fx:tick received       ${metric('fx_ticks').count || 0} (${(metric('fx_ticks').rate || 0).toFixed(1)}/s)`,
    `  latency p50 / p95 / p99 / max   ${ms(latency.med)} / ${ms(latency['p(95)'])} / ${ms(latency['p(99)'])} / ${ms(latency.max)}`,
    `      ${verdicts('fx_tick_latency')}`,
    `  connect errors         ${((metric('socketio_connect_errors').rate || 0) * 100).toFixed(2)} %   ${verdicts('socketio_connect_errors')}`,
    `  peak VUs               ${metric('vus_max').max || metric('vus_max').value || 0}`,
    '',
  ];
  return { stdout: lines.join('\n') };
}

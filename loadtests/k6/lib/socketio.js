// socket.io over a raw k6/ws WebSocket, shared by realtime.js and mixed.js: one browser tab on the
// gateway, measuring how long each `fx:tick` takes from `publishedAt` (server clock, set right before
// publishing) to arrival.
//
// Engine.IO packets are one per WebSocket message: a digit for the type, then the data.
//   0{json}  open (sid, pingInterval…)        2 / 3  ping from the server / our pong
//   40       connect to namespace "/" (sent)   40{json} connected   44{json} connect refused
//   42[...]  an event: ["fx:tick", FxSnapshot]    1  close
import ws from 'k6/ws';
import { Counter, Rate, Trend } from 'k6/metrics';
import { BASE_URL } from './common.js';

/** How long one VU keeps its connection before reconnecting (a little churn, as browsers do). */
export const SESSION_SECONDS = Number(__ENV.SESSION_SECONDS || 60);

export const SOCKET_URL = `${BASE_URL.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;

/** Publish-to-receive of each `fx:tick` (ms; same clock caveat: see the README). */
const tickLatency = new Trend('fx_tick_latency', true);
const ticks = new Counter('fx_ticks');
/** Connection attempts that did not reach the socket.io `40` reply. */
const connectErrors = new Rate('socketio_connect_errors');

/**
 * One socket.io connection for SESSION_SECONDS (blocks until it is closed): answers the open packet with
 * `40` and each ping with a pong, records every `fx:tick` in `fx_tick_latency` and `fx_ticks`, and passes
 * any other event to `onEvent(event, payload)`. `params` are k6/ws's (e.g. `{ headers: { cookie } }`).
 * Each attempt counts once in `socketio_connect_errors`: a success at `40`, else a failure.
 */
export function openSocketIo(params, onEvent) {
  let settled = false;
  const settle = (failed) => {
    if (settled) return;
    settled = true;
    connectErrors.add(failed);
  };
  try {
    ws.connect(SOCKET_URL, params, (socket) => {
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
          } else if (onEvent) {
            onEvent(event, payload);
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

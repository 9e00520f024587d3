// One worker thread's share of the measured clients. socket.io-client decodes every message on the
// thread that owns the socket; spreading the sockets over threads keeps the client's own queueing out
// of the latency it measures (one thread with 2,000 sockets adds about 100 ms at p99 by itself).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { connectClients, type ClientPool } from './clients.js';
import { TickRecorder, type RecordedTicks, type TickWindow } from './tick-recorder.js';

export interface ClientTarget {
  url: string;
  count: number;
}

export type ToWorker =
  | { type: 'connect'; targets: ClientTarget[]; batchSize: number; ticksPerClient: number }
  | { type: 'window'; window: TickWindow }
  | { type: 'collect' }
  | { type: 'close' };

export type FromWorker =
  | { type: 'connected'; connected: number; failed: number; errors: string[] }
  | { type: 'window' }
  | { type: 'collected'; perTarget: RecordedTicks[]; dropped: number; loopDelayP99Ms: number }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('client-worker runs as a worker thread');

let pools: ClientPool[] = [];
let recorders: TickRecorder[] = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

async function handle(message: ToWorker): Promise<FromWorker> {
  switch (message.type) {
    case 'connect': {
      recorders = message.targets.map(
        (target) => new TickRecorder(Math.ceil(target.count * message.ticksPerClient)),
      );
      pools = [];
      for (const [index, target] of message.targets.entries()) {
        pools.push(
          await connectClients({
            url: target.url,
            count: target.count,
            batchSize: message.batchSize,
            onTick: recorders[index]!.record,
          }),
        );
      }
      return {
        type: 'connected',
        connected: pools.reduce((total, pool) => total + pool.connected, 0),
        failed: pools.reduce((total, pool) => total + pool.failed, 0),
        errors: pools.flatMap((pool) => pool.errors),
      };
    }
    case 'window':
      for (const recorder of recorders) recorder.startWindow(message.window);
      loopDelay.enable();
      return { type: 'window' };
    case 'collect':
      loopDelay.disable();
      return {
        type: 'collected',
        perTarget: recorders.map((recorder) => recorder.export()),
        dropped: pools.reduce((total, pool) => total + pool.dropped, 0),
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      };
    case 'close':
      for (const pool of pools) await pool.close();
      pools = [];
      return { type: 'closed' };
  }
}

port.on('message', (message: ToWorker) => {
  void handle(message).then((reply) => {
    const transfer =
      reply.type === 'collected'
        ? reply.perTarget.flatMap((part) => [part.latencies.buffer, part.publishedAts.buffer])
        : [];
    port.postMessage(reply, transfer);
  });
});

// The measured clients, spread over worker threads (see client-worker.ts), each thread's sockets spread
// evenly over the gateways. Results come back per gateway.
import { Worker } from 'node:worker_threads';
import type { ClientTarget, FromWorker, ToWorker } from './client-worker.js';
import { summarize, type RecordedTicks, type TickSummary, type TickWindow } from './tick-recorder.js';

export interface DeliveryRun {
  connected: number;
  failed: number;
  errors: string[];
  startWindow(window: TickWindow): Promise<void>;
  collect(): Promise<{
    perGateway: TickSummary[];
    all: TickSummary;
    dropped: number;
    loopDelayP99Ms: number;
  }>;
  close(): Promise<void>;
}

export interface DeliveryOptions {
  gatewayUrls: string[];
  clients: number;
  threads: number;
  batchSize: number;
  /** Room to keep per client in each recorder (ticks in the window, with a margin). */
  ticksPerClient: number;
}

export async function connectDeliveryClients(options: DeliveryOptions): Promise<DeliveryRun> {
  const { gatewayUrls, clients, batchSize, ticksPerClient } = options;
  const threads = Math.max(1, Math.min(options.threads, clients));
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL('./client-worker.js', import.meta.url)),
  );
  const request = <T extends FromWorker['type']>(worker: Worker, message: ToWorker, expect: T) =>
    new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      worker.once('error', onError);
      worker.once('message', (reply: FromWorker) => {
        worker.off('error', onError);
        if (reply.type === expect) resolve(reply as Extract<FromWorker, { type: T }>);
        else reject(new Error(`client thread answered ${reply.type} to ${message.type}`));
      });
      worker.postMessage(message);
    });
  const all = <T extends FromWorker['type']>(message: (index: number) => ToWorker, expect: T) =>
    Promise.all(workers.map((worker, index) => request(worker, message(index), expect)));

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await all(() => ({ type: 'close' }), 'closed').catch(() => undefined);
    await Promise.all(workers.map((worker) => worker.terminate()));
  };

  try {
    const connected = await all(
      (index) => ({
        type: 'connect',
        targets: targetsOfThread(index, threads, clients, gatewayUrls),
        batchSize,
        ticksPerClient,
      }),
      'connected',
    );
    return {
      connected: connected.reduce((total, reply) => total + reply.connected, 0),
      failed: connected.reduce((total, reply) => total + reply.failed, 0),
      errors: connected.flatMap((reply) => reply.errors).slice(0, 5),
      async startWindow(window) {
        await all(() => ({ type: 'window', window }), 'window');
      },
      async collect() {
        const replies = await all(() => ({ type: 'collect' }), 'collected');
        const perGateway = gatewayUrls.map((_, gateway) =>
          summarize(replies.map((reply) => reply.perTarget[gateway]).filter(isRecorded)),
        );
        return {
          perGateway,
          all: summarize(replies.flatMap((reply) => reply.perTarget)),
          dropped: replies.reduce((total, reply) => total + reply.dropped, 0),
          loopDelayP99Ms: Math.max(...replies.map((reply) => reply.loopDelayP99Ms)),
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Thread `index`'s clients, one target per gateway (some possibly with no clients). */
function targetsOfThread(index: number, threads: number, clients: number, urls: string[]): ClientTarget[] {
  const ofThread = share(clients, threads, index);
  return urls.map((url, gateway) => ({ url, count: share(ofThread, urls.length, gateway) }));
}

const share = (total: number, parts: number, index: number) =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

const isRecorded = (part: RecordedTicks | undefined): part is RecordedTicks => part !== undefined;

// A webhook receiver on loopback (a fake of the other system, speaking real HTTP): it records every
// request it gets and answers with the statuses it is told to, in turn, then 200.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The next answers' statuses (then 200): `answerWith(500, 500)` fails the next two requests. */
  answerWith(...statuses: number[]): void;
  /** Holds every answer until `release()`: to keep a delivery in flight. */
  hold(): void;
  release(): void;
  /** Resolves once `count` requests arrived (whatever their answer). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiting: (() => void)[] = [];
  let held: (() => void)[] | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      });
      for (const wake of waiting.splice(0)) wake();
      const status = statuses.shift() ?? 200;
      const answer = () => {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status === 200 ? 'ok' : `failing on purpose (${status})`);
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    answerWith: (...next) => statuses.push(...next),
    hold: () => {
      held ??= [];
    },
    release: () => {
      const answers = held ?? [];
      held = null;
      for (const answer of answers) answer();
    },
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`the receiver got ${received.length} of ${count} webhooks within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

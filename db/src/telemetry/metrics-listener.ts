// A small HTTP listener of its own for /metrics (and, for the workers, /health and /ready): the gateway's
// when METRICS_PORT is set, each workers process's on WORKERS_METRICS_PORT. Plain node:http: nothing of the
// product's own routes, sessions or web app is reachable through it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { metricsAuthorized } from './metrics-auth.js';

/** What a probe route answers: an HTTP status and a JSON body. */
export type ProbeHandler = () => Promise<{ status: number; body: unknown }>;

export interface MetricsListenerOptions {
  port: number;
  host: string;
  registry: Registry;
  /** METRICS_TOKEN: /metrics needs `Authorization: Bearer <token>` when set. Probes never do. */
  token: string | undefined;
  /** Extra unauthenticated GET routes, e.g. { '/health': …, '/ready': … }. */
  probes?: Record<string, ProbeHandler>;
}

export interface MetricsListener {
  readonly port: number;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

const error = (code: string, message: string) => ({ error: { code, message } });

/** Answers a scrape: 401 without the token (when one is set), else the registry's text exposition. */
export async function answerScrape(
  request: IncomingMessage,
  response: ServerResponse,
  registry: Registry,
  token: string | undefined,
) {
  if (token !== undefined && !metricsAuthorized(request.headers.authorization, token)) {
    response.setHeader('www-authenticate', 'Bearer realm="metrics"');
    return sendJson(response, 401, error('unauthorized', 'A Bearer token (METRICS_TOKEN) is required.'));
  }
  const text = await registry.metrics();
  response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  response.end(text);
}

export async function startMetricsListener({
  port,
  host,
  registry,
  token,
  probes = {},
}: MetricsListenerOptions): Promise<MetricsListener> {
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendJson(response, 405, error('method_not_allowed', `${request.method} is not allowed here.`));
    }
    if (url === '/metrics') return answerScrape(request, response, registry, token);
    const probe = url === undefined ? undefined : probes[url];
    if (probe) {
      const { status, body } = await probe();
      return sendJson(response, status, body);
    }
    return sendJson(response, 404, error('not_found', `No route for ${request.method} ${url}`));
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) sendJson(response, 500, error('internal_error', 'Metrics failed.'));
      else response.destroy();
    });
  });
  // A scraper keeps its connection open between scrapes; closing must not wait for it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

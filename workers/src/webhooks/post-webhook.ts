// One HTTP attempt of a webhook delivery: POST the signed body, wait at most `timeoutMs` for the whole
// answer, follow no redirect (a 3xx is a failure), keep the first 1 KB of the response. Connections go
// through guardedLookup, and an IP literal in the URL is judged before any connection is made.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  forbiddenAddressReason,
  WEBHOOK_RESPONSE_BODY_BYTES,
  type WebhookAttemptOutcome,
} from '@tradehub/db/domain';
import { guardedLookup } from './guarded-lookup.js';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface PostOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

const failure = (started: number, error: string): WebhookAttemptOutcome => ({
  ok: false,
  latencyMs: performance.now() - started,
  responseStatus: null,
  responseBody: null,
  error,
});

export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions,
): Promise<WebhookAttemptOutcome> {
  const started = performance.now();
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(failure(started, 'The endpoint URL is not valid.'));
  }
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate) {
    const reason = forbiddenAddressReason(literal);
    if (reason)
      return Promise.resolve(failure(started, `${literal} ${reason}: webhooks only reach public addresses.`));
  }
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) return Promise.resolve(failure(started, `${url.protocol} URLs are not delivered to.`));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: WebhookAttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'TradeHub-Webhooks/1',
      },
      // A fresh connection per attempt (no pooled socket bypasses the address check), resolved by us.
      agent: false,
      lookup: guardedLookup(allowPrivate),
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish(failure(started, `No answer within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    request.on('error', (error) => finish(failure(started, error.message || 'The connection failed.')));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const latencyMs = performance.now() - started;
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BODY_BYTES).toString('utf8');
        const ok = status >= 200 && status < 300;
        finish({
          ok,
          latencyMs,
          responseStatus: status,
          responseBody: text || null,
          error: ok
            ? null
            : status >= 300 && status < 400
              ? `Answered ${status}: redirects are not followed.`
              : `Answered ${status}.`,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (kept < WEBHOOK_RESPONSE_BODY_BYTES) {
          chunks.push(chunk);
          kept += chunk.length;
        }
        // Enough kept: stop reading a receiver that answers with megabytes.
        if (kept >= WEBHOOK_RESPONSE_BODY_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}

// The OpenAPI document's words about machines (issue 27): the description shown on /api/docs, with how to
// verify a webhook's signature in Node, and the `webhooks` section: every event type with its payload, as
// the contract's zod schemas define it.
import {
  WEBHOOK_DATA_SCHEMAS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEnvelopeSchema,
} from '@tradehub/contract';
import { z } from 'zod';

export const NODE_VERIFY_EXAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the body exactly as received (before JSON parsing); header: the TradeHub-Signature header.
export function verifyTradeHub(rawBody, header, secret, toleranceSeconds = 300) {
  const items = header.split(',').map((item) => item.trim().split('='));
  const t = Number(items.find(([key]) => key === 't')?.[1]);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false; // a replay
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  return items.some(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '') &&
    timingSafeEqual(Buffer.from(value, 'hex'), expected));
}`;

export const API_DESCRIPTION = `Real-time risk and global-sourcing dashboard: the gateway REST API.

## Calling it from another system
Create an API key in Settings → Developers (Team Management) and send it as \`Authorization: Bearer thk_live_…\`
(no cookie). Each operation lists the scope it needs; a key acts in its organisation, as the member who made
it, with at most the permissions its scopes lend. Keys are rate limited (429 with Retry-After) and every call
is in the audit log under the key's name.

## Webhooks
Endpoints added in Settings → Developers receive \`POST\` requests with the JSON body
\`{ "id", "type", "created_at", "data" }\` (see *Webhooks* below for each type's \`data\`) and the headers
\`${WEBHOOK_EVENT_ID_HEADER}\` (deduplicate on it: a retry or a resend carries the same id and body) and
\`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">\` (Stripe's scheme; during a
secret rotation a second \`v1\` is signed with the old secret). Answer 2xx within 10 s; anything else is
retried with exponential backoff for 24 hours, and an endpoint failing for 24 hours is turned off.

Verify every delivery in Node:

\`\`\`js
${NODE_VERIFY_EXAMPLE}
\`\`\``;

const EVENT_SUMMARIES: Record<keyof typeof WEBHOOK_DATA_SCHEMAS, string> = {
  'payment.created': 'A payment was created (data: the payment).',
  'payment.in_approval': 'A payment waits for approval under the organisation’s policies.',
  'payment.approved': 'A payment received its last approval and goes to settlement.',
  'payment.rejected': 'A payment was rejected by an approver.',
  'payment.completed': 'A payment was settled by the bank.',
  'payment.failed': 'A payment failed (declined, or blocked by an open sanctions match).',
  'batch.completed': 'Every row of a payment batch was settled or failed.',
  'supplier.verified': 'A supplier was verified.',
  'supplier.rejected': 'A supplier was rejected.',
  'supplier.screening_hit': 'Sanctions screening found possible matches for a supplier (data.hits).',
  'fx.rate_alert': 'A member’s rate alert fired (data.message states the exposure impact).',
  'fx.margin_alert':
    'A bill’s cost at the live rate moved beyond its budget-rate tolerance (once per crossing; data.hedge: the forward that hedges it).',
  'fx.trade.completed': 'An FX trade (spot or forward) was booked at its locked rate.',
  'bill.created': 'A bill (supplier invoice) was recorded (fields arrive with bills).',
  'bill.paid': 'A bill was paid in full (fields arrive with bills).',
  'report.completed': 'A risk report finished building (data.files: its download paths).',
  'webhook.test': '“Send test event” in Settings → Developers.',
};

/** OpenAPI 3.1 `webhooks`: one POST per event type, its body schema and the signature headers. */
export function webhooksDocument() {
  const headers = [
    {
      name: WEBHOOK_SIGNATURE_HEADER,
      in: 'header',
      required: true,
      schema: {
        type: 'string',
        example: 't=1732665600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
      },
      description: 't=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")> (two v1 during a rotation).',
    },
    {
      name: WEBHOOK_EVENT_ID_HEADER,
      in: 'header',
      required: true,
      schema: { type: 'string' },
      description: 'The event id (also the body’s id): the same on every retry and resend.',
    },
  ];
  return Object.fromEntries(
    Object.entries(WEBHOOK_DATA_SCHEMAS).map(([type, data]) => [
      type,
      {
        post: {
          summary: EVENT_SUMMARIES[type as keyof typeof WEBHOOK_DATA_SCHEMAS],
          operationId: `webhook_${type.replaceAll('.', '_')}`,
          parameters: headers,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookEnvelopeSchema(type, data), { io: 'output' }),
              },
            },
          },
          responses: { '2XX': { description: 'Received: any 2xx within 10 s acknowledges the delivery.' } },
        },
      },
    ]),
  );
}

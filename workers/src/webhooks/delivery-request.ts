// What one attempt sends: the event's JSON body `{ id, type, created_at, data }` (the same bytes on every
// attempt and resend) and its headers, signed with the endpoint's secret (and, during a rotation's grace
// period, with the previous one too).
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@tradehub/contract/constants';
import type { WebhookEndpoint, WebhookEvent } from '@tradehub/db';
import { openSecret, signatureHeader } from '@tradehub/db/domain';

export const webhookBody = (event: WebhookEvent) =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data: event.data,
  });

export function signingSecrets(endpoint: WebhookEndpoint, sessionSecret: string, now = new Date()): string[] {
  const secrets = [openSecret(endpoint.sealedSecret, sessionSecret)];
  if (
    endpoint.previousSealedSecret &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt.getTime() > now.getTime()
  )
    secrets.push(openSecret(endpoint.previousSealedSecret, sessionSecret));
  return secrets;
}

export function webhookHeaders(
  endpoint: WebhookEndpoint,
  event: WebhookEvent,
  body: string,
  sessionSecret: string,
  now = new Date(),
): Record<string, string> {
  return {
    [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(
      signingSecrets(endpoint, sessionSecret, now),
      body,
      Math.floor(now.getTime() / 1000),
    ),
    [WEBHOOK_EVENT_ID_HEADER]: event.id,
  };
}

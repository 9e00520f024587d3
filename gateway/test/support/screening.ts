// Sanctions screening runs in the workers: a test that adds a supplier (or asks to screen again) waits for the
// result to land, as the web waits for `supplier:changed`.
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@tradehub/db';
import { createPaymentsProcessor, type PaymentsJob } from '@tradehub/workers';
import { expect, vi } from 'vitest';
import { buildPayment } from '../../../infra/test-support/factories.js';
import type { TestGateway } from './test-gateway.js';

interface ScreenedSupplier {
  id: string;
  screeningStatus: string;
  riskScore: string;
  [key: string]: unknown;
}

/** The supplier's detail once its screening is no longer pending (the workers must run beside the gateway). */
export async function waitForScreening(
  gateway: Pick<TestGateway, 'app'>,
  cookie: string,
  supplierId: string,
): Promise<ScreenedSupplier> {
  return vi.waitFor(
    async () => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/suppliers/${supplierId}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { supplier } = response.json<{ supplier: ScreenedSupplier }>();
      expect(supplier.screeningStatus, `supplier ${supplierId} is still being screened`).not.toBe('pending');
      return supplier;
    },
    { timeout: 30_000, interval: 100 },
  );
}

/**
 * A payment of 42.00 USD by ACH to `supplierId`, approved before its payee's screening landed, sent by the
 * payments processor to a rail that counts its calls: what the rail never sees is what screening stopped.
 */
export async function sendApprovedPayment(
  orm: MikroORM,
  owner: { organisationId: string; userId: string },
  supplierId: string,
) {
  const em = orm.em.fork();
  const payment = buildPayment(em, {
    organisation: owner.organisationId,
    createdBy: owner.userId,
    supplier: supplierId,
    amountMinor: 4200,
    method: 'ACH',
    approvalStatus: 'approved',
    idempotencyKey: `test:${randomUUID()}`,
  });
  await em.flush();
  let railCalls = 0;
  const processor = createPaymentsProcessor({
    orm,
    rail: {
      submit: () => {
        railCalls += 1;
        return Promise.resolve({ status: 'completed' as const });
      },
    },
  });
  const result = await processor({ data: { paymentId: payment.id } } as PaymentsJob);
  return { paymentId: payment.id, result, railCalls };
}

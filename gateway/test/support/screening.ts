// Sanctions screening runs in the workers: a test that adds a supplier (or asks to screen again) waits for the
// result to land, as the web waits for `supplier:changed`.
import { expect, vi } from 'vitest';
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

// A batch's side of its rows' settlement: payments raise 'payment.settled' in the settlement's transaction
// (area-events.ts) and a row of a batch counts on its batch there, pushing its progress and completing it with
// its last row (recordBatchRowOutcome). Payments do not know batches; batches know payments.
import { handleAreaEvent } from '../area-events.js';
import { recordBatchRowOutcome } from './batch-commands.js';

handleAreaEvent('payment.settled', async (em, { batchId, outcome }) => {
  if (!batchId) return;
  // The row's own writes go first, so the batch's row lock, which orders concurrent rows, is held only briefly.
  await em.flush();
  await recordBatchRowOutcome(em, batchId, outcome);
});

/** The NOTIFY channel the outbox trigger signals at commit; the relay LISTENs on it. */
export const OUTBOX_CHANNEL = 'tradehub_outbox';

/**
 * The transaction-level advisory lock a relay takes to publish a batch (pg_try_advisory_xact_lock): any
 * number of relays may run, one publishes at a time, so rows go out in id order. An arbitrary constant.
 */
export const OUTBOX_RELAY_LOCK_KEY = 1_702_170_017;

// Every queue of TradeHub by name, with its job names and their typed payloads (DESIGN.md convention 1).
// Pure types and names, so the gateway (producer), the workers (consumers) and tests share them; the BullMQ
// wrapper with each queue's retry, backoff and retention lives in @tradehub/db/queues.

/** Payloads keyed by queue, then by job name. A queue appears here once it has a processor. */
export interface JobPayloads {
  email: {
    /**
     * The link that verifies a new account's e-mail address (built by the worker, signed). With `email`, the
     * address to verify is that one (an e-mail change: the user's pendingEmail), and the mail goes there.
     */
    'verify-email': { userId: string; email?: string };
    /** An admin approved or rejected a business: mailed to its Owner (`userId`). */
    'account-decision': { userId: string; organisationId: string; decision: 'approved' | 'rejected' };
    /**
     * Invites someone to join an organisation (an outbox job). No token travels here: the worker derives the
     * link's token from SESSION_SECRET and the invitation's id (db domain auth/link-tokens.ts).
     */
    'team-invite': { inviteId: string };
    /**
     * 'Forgot password?': the link that sets a new password (an outbox job, one per request). No
     * token travels here: the worker derives it from SESSION_SECRET and the grant id, whose token's hash the
     * gateway keeps in Redis for an hour. Skipped when `email` is no longer the account's.
     */
    'reset-password': { userId: string; email: string; grantId: string };
    /** A webhook endpoint failed for 24 hours and was turned off: told to each member with Team Management. */
    'webhook-disabled': { userId: string; endpointId: string };
    /**
     * The margin guard fired for a bill (issue 25 item 5): told to each FX manager and the bill's creator,
     * with the figures of the crossing (the mail states them as they were then) and the app path of the
     * New Trade that hedges the bill. Skipped when the person turned e-mail notifications off.
     */
    'margin-alert': {
      userId: string;
      billId: string;
      /** Percent the bill's cost in the base currency moved from its budget (a dearer cost positive). */
      movePercent: number;
      tolerancePercent: number;
      /** The open amount, minor units of the bill's currency. */
      openMinor: number;
      /** Cost at the live rate minus at the budget rate, minor units of `deltaCurrency`. */
      deltaMinor: number;
      /** The organisation's base currency. */
      deltaCurrency: string;
      /** App path of the hedge, e.g. /fx-management?trade=forward&… */
      link: string;
    };
  };
  fx: {
    /**
     * Applies the margin guard to one bill (`billId`, when it was recorded or changed) or to every open bill
     * of the organisation (its default tolerance changed), at the latest FX snapshot. Idempotent: the bill's
     * state makes a second run fire nothing.
     */
    'margin-guard': { organisationId: string; billId?: string };
  };
  ai: {
    /**
     * Answers one question of the AI assistant (job id `ai-<questionId>`). The gateway waits for the job;
     * the reply is also pushed to the person's room. `quota` says which daily counter to give the question
     * back to when no answer comes (null for premium organisations, which are not counted).
     */
    'answer-question': {
      questionId: string;
      quota: { subject: string; day: string } | null;
      /** Pushed to `user:<id>` unless the conversation is the shared demo user's. */
      pushToUser: boolean;
    };
  };
  reports: {
    /**
     * Builds a report's PDF and XLSX: an outbox job of the request or retry that asks for it (job id
     * `outbox-<row id>`), so a request queues one job however often the relay publishes its row, and the
     * processor skips a report that is already completed.
     */
    'build-risk-report': { reportId: string };
  };
  risk: {
    /**
     * Computes the organisation's headline risk metrics and stores a RiskMetricsSnapshot. Queued by the
     * hourly 'snapshot-all-organisations' with a job id from riskSnapshotJobId (one per organisation and
     * minute), so a fan-out that runs twice in a minute queues one job per organisation.
     */
    'snapshot-risk-metrics': { organisationId: string };
    /** Hourly: queues 'snapshot-risk-metrics' for every organisation. */
    'snapshot-all-organisations': Record<string, never>;
  };
  maintenance: {
    /** Deletes FX minute bars older than the history the charts can show (90 days) plus a margin. */
    'prune-fx-history': { retainDays: number };
    /** Deletes demo visitors' AI conversations older than `retainDays` (members keep theirs). */
    'prune-demo-chats': { retainDays: number };
    /**
     * Daily: marks documents past their expiry as expired and sends verified suppliers whose required
     * document expired back to pending review, with an alert. Idempotent.
     */
    'expire-documents': Record<string, never>;
  };
  payments: {
    /**
     * Settles an approved payment on the sandbox rail (pending → completed or failed): an outbox job of the
     * transaction that approves it (job id `outbox-<row id>`); the processor claims the payment and records the outcome with conditional
     * updates, and asks the rail with the payment's idempotency key, so a job that runs twice (or again
     * after its worker died) never pays twice and settles once.
     */
    'settle-payment': { paymentId: string };
  };
  sanctions: {
    /**
     * Re-imports the OFAC and UN lists from SANCTIONS_OFAC_SOURCE / SANCTIONS_UN_SOURCE (each list only when
     * its setting is set; skipped when neither is), then re-screens every supplier.
     */
    'reimport-sanctions-lists': Record<string, never>;
  };
  screening: {
    /**
     * Screens one supplier and its key people against the stored sanctions lists (queued through the
     * outbox by the transaction that set its screening `pending`: added, screened again, or a payee whose
     * screening predates the lists). The result and any hit's alert are pushed (`supplier:changed`). Running
     * twice is harmless: screenings of one supplier take its row lock in turn.
     */
    'screen-supplier': { supplierId: string };
  };
  webhooks: {
    /**
     * Sends one webhook delivery (an outbox job written with the event, job id `outbox-<row id>`; "Resend"
     * writes a new delivery). The processor signs and posts it, records the attempt, and moves itself to
     * the delayed set for its next try (exponential backoff with jitter) until it is delivered or 24 hours
     * have passed; the delivery row, not the job, is the truth, so a job that runs twice sends once.
     */
    deliver: { deliveryId: string };
  };
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = Extract<keyof JobPayloads[Q], string>;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/** Every queue by name, each consumed by its processor in the workers (workers/src/processors/<queue>.ts). */
export const QUEUE_NAMES = [
  'email',
  'ai',
  'reports',
  'fx',
  'risk',
  'payments',
  'maintenance',
  'sanctions',
  'screening',
  'webhooks',
] as const;

/** What an 'answer-question' job returns (the gateway waits for it). */
export type AiJobResult =
  | { status: 'answered'; replyId: string; model: string; cached: boolean }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

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
    /** An admin approved or rejected an account. */
    'account-decision': { userId: string; decision: 'approved' | 'rejected' };
    /**
     * Invites someone to join an organisation (job id `team-invite-<inviteId>`). The token travels here
     * only to build the link (the database keeps its hash): such jobs are removed as soon as they finish.
     */
    'team-invite': { inviteId: string; token: string };
    /**
     * 'Forgot password?': the link that sets a new password (job id `reset-password-<userId>-<n>`). As with
     * invites, the token travels here only to build the link (Redis keeps its hash), so such jobs are removed
     * as soon as they finish (PASSWORD_RESET_JOB_OPTIONS). Skipped when `email` is no longer the account's.
     */
    'reset-password': { userId: string; email: string; token: string };
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
     * Builds a report's PDF and XLSX. The job id is `report-<reportId>` (then `…-retry-<n>` per retry), so
     * one request never queues two jobs, and the processor skips a report that is already completed.
     */
    'build-risk-report': { reportId: string };
  };
  risk: {
    /**
     * Computes the organisation's headline risk metrics and stores a RiskMetricsSnapshot. Job id from
     * riskSnapshotJobId (one per organisation and minute), so a burst of requests queues one job.
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
     * Settles an approved payment on the sandbox rail (pending → completed or failed). Job id
     * `settle-<paymentId>`; the processor claims the payment and records the outcome with conditional
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
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = Extract<keyof JobPayloads[Q], string>;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/** The queues DESIGN.md names; those without a processor yet are declared so their names are reserved. */
export const QUEUE_NAMES = [
  'email',
  'ai',
  'reports',
  'fx',
  'risk',
  'payments',
  'maintenance',
  'sanctions',
] as const;

/** What an 'answer-question' job returns (the gateway waits for it). */
export type AiJobResult =
  | { status: 'answered'; replyId: string; model: string; cached: boolean }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

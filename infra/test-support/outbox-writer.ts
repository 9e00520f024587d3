// The outbox writer for tests and benches that stand in for a command (a relay test, a throughput bench).
// It is the domain's own: @tradehub/db does not export it, and .dependency-cruiser.cjs forbids the gateway's
// and the workers' src/ a deep import of it ('effects-only-through-domain-commands'). This imports the built
// module that @tradehub/db itself loads, so the rows are the same OutboxMessage entity the ORM knows.
export { enqueueJob, outboxBroadcaster, pushSocket } from '../../db/dist/outbox/writer.js';

// The outbox writer for tests and benches that stand in for a command (a relay test, a throughput bench).
// It is the domain's own: @tradehub/db does not export it, and .dependency-cruiser.cjs forbids the gateway's
// and the workers' src/ any import of it ('effects-only-through-domain-commands'), this test-only export
// included. It is the built module that @tradehub/db itself loads, so the rows are the same OutboxMessage
// entity the ORM knows (and, unlike a relative path into db/dist, it names nothing absent before a build).
export { enqueueJob, outboxBroadcaster, pushSocket } from '@tradehub/db/testing/outbox-writer';

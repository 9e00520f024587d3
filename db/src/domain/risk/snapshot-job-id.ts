const MINUTE_MS = 60_000;

/**
 * The job id of "snapshot this organisation's risk metrics" queued by the hourly fan-out at `at`: one per
 * organisation and minute, so a fan-out that runs twice (a retried or doubled scheduler run) queues one
 * job while the first is kept in Redis (BullMQ ignores an add whose id exists). BullMQ ids may not
 * contain ':'.
 */
export function riskSnapshotJobId(organisationId: string, at: Date): string {
  const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const stamp = minute.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `risk-metrics-${organisationId.replace(/:/g, '_')}-${stamp}`;
}

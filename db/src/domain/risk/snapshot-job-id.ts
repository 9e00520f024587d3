const MINUTE_MS = 60_000;

/**
 * The job id of "snapshot this organisation's risk metrics" requested at `at`: one per organisation and
 * minute, so a burst of requests (or the hourly fan-out meeting an on-demand request) queues one job while
 * the first is kept in Redis (BullMQ ignores an add whose id exists). BullMQ ids may not contain ':'.
 */
export function riskSnapshotJobId(organisationId: string, at: Date): string {
  const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
  const stamp = minute.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return `risk-metrics-${organisationId.replace(/:/g, '_')}-${stamp}`;
}

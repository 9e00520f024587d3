/**
 * The BullMQ job id of a report's build: deterministic, so however often a request is submitted it queues
 * one job; each retry by hand gets the next id (the failed job keeps its own id while it is retained).
 */
export function reportJobId(reportId: string, retry = 0): string {
  return retry > 0 ? `report-${reportId}-retry-${retry}` : `report-${reportId}`;
}

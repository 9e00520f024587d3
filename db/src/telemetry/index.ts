// Observability shared by every server process: Prometheus registries and the metrics listener
// (prom-client), and the OpenTelemetry trace context carried through the outbox and job data. Starting
// the tracing SDK itself is `@tradehub/db/tracing`, loaded only by a process that traces.
export { metricsAuthorized } from './metrics-auth.js';
export {
  answerScrape,
  startMetricsListener,
  type MetricsListener,
  type MetricsListenerOptions,
  type ProbeHandler,
} from './metrics-listener.js';
export { createProcessRegistry } from './process-metrics.js';
export {
  endRequestSpan,
  recordRequestError,
  REQUEST_SPAN_SCOPE,
  RequestTrace,
  startRequestTrace,
  type RequestSpan,
  type ServedRequest,
} from './request-span.js';
export {
  currentTraceCarrier,
  drawNewTrace,
  inSpanFrom,
  JOB_TRACE_KEY,
  jobTraceCarrier,
  tracingEnabled,
  withJobTraceContext,
  withoutUnsampledSpan,
  type TraceCarrier,
} from './trace-context.js';

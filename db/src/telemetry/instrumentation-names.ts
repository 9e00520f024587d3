/**
 * The client calls tracing times, by the names OpenTelemetry's Node auto-instrumentation gives them in
 * OTEL_NODE_DISABLED_INSTRUMENTATIONS: PostgreSQL queries, Redis commands, HTTP (the workers' webhook calls).
 */
export const TRACING_INSTRUMENTATIONS = ['pg', 'ioredis', 'http'] as const;
export type TracingInstrumentation = (typeof TRACING_INSTRUMENTATIONS)[number];

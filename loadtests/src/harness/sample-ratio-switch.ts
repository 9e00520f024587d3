// Loaded into a bench's gateway with `--import` (bench:api's BENCH_TRACING=switch): SIGUSR2 switches the
// share of new traces the gateway records between OTEL_TRACES_SAMPLE_RATIO and BENCH_SWITCH_RATIO. Both
// settings are then measured on one process, where two stacks started side by side differ by ±10 % and more
// for the same code. It reaches into the built trace-context module by its file (the gateway imports the
// same file, so the same module instance): the ratio is nothing the product lets anyone change at run time.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '@tradehub/db/config';
import { ROOT } from './stack.js';

type TraceContextModule = {
  markTracingEnabled(value: boolean, sampling: { ratio: number; maxPerSecond?: number | undefined }): void;
  tracingEnabled(): boolean;
};

const traceContext = (await import(
  pathToFileURL(path.join(ROOT, 'db/dist/telemetry/trace-context.js')).href
)) as TraceContextModule;

const ratios = [
  Number(process.env.OTEL_TRACES_SAMPLE_RATIO ?? 1),
  Number(process.env.BENCH_SWITCH_RATIO ?? 0),
];
// The ceiling on new traces stays the gateway's own, read as the gateway reads it.
const { maxNewPerSecond } = loadConfig().tracing;
let current = 0;
process.on('SIGUSR2', () => {
  if (!traceContext.tracingEnabled()) return;
  current = 1 - current;
  traceContext.markTracingEnabled(true, { ratio: ratios[current]!, maxPerSecond: maxNewPerSecond });
});

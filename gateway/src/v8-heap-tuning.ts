// The gateway's V8 heap settings, applied by main.ts before anything else is loaded. Imported for its effect.
//
// V8's allocation-site pretenuring moves an allocation site's objects straight to the old generation once
// most of them were seen to survive a scavenge. A server with 64 requests in flight is exactly where that
// guess goes wrong: a request's response headers, IncomingMessage and ServerResponse are alive at the next
// scavenge but dead a few milliseconds later. Pretenured, they filled the old generation by about 28 MB a
// second under `bench:api`'s dashboard load (HeapProfiler sampling, objects collected by the major GC), a
// mark-compact came every 7 s, and every scavenge took twice as long (3.6–4.1 ms against 1.6–2.1 ms:
// `--trace-gc`). Whether a process fell into it depended on timing (11 of 15 gateways watched did); with it
// off, the dashboard took 0.876 of the CPU per request it took with V8's default (loadtests/README.md).
import { setFlagsFromString } from 'node:v8';

/** Where a process started with `--allocation-site-pretenuring` (an operator's explicit choice) keeps it. */
export const PRETENURING_OPT_IN = '--allocation-site-pretenuring';

/** The V8 flag this process sets, or undefined when its command line asked for V8's default. */
export function heapTuningFlag(execArgv: readonly string[]): string | undefined {
  return execArgv.includes(PRETENURING_OPT_IN) ? undefined : '--no-allocation-site-pretenuring';
}

const flag = heapTuningFlag(process.execArgv);
// Read by the heap whenever it processes a scavenge's pretenuring feedback, so it holds from here on.
if (flag !== undefined) setFlagsFromString(flag);

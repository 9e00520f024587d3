import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * A registry of one TradeHub process with Node's own metrics (event-loop lag, GC, heap and resident
 * memory, handles, CPU), each process (gateway, workers) labelled so a dashboard can tell them apart.
 * A registry of its own rather than prom-client's global one: tests run a gateway and workers in one
 * process, and each must report only its own series.
 */
export function createProcessRegistry(processName: 'gateway' | 'workers'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  // Event-loop lag sampled every 10 ms (prom-client's default resolution).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  return registry;
}

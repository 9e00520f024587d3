// The one AsyncLocalStorage that carries a request's or job's context in a server process: OpenTelemetry's
// context (spans, the unsampled trace's ids) and the request's EntityManager (request-entity-manager.ts).
// On Node 20 every enabled AsyncLocalStorage adds work to every promise the process creates (about 45 ns
// each on this machine, `node --version` 20.20), and MikroORM's RequestContext storage beside OpenTelemetry's
// made tracing pay that a second time (node:async_hooks' share of the dashboard's CPU now stays at 5.1–5.2 %
// with tracing on; it used to grow with it). Installed whether tracing is on or not, so
// the request's EntityManager travels the same way in both; startTracing hands the SDK this one instead
// of letting it make its own.
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';

let installed = false;

/** Registers the process's context manager once (later calls do nothing). */
export function installContextManager(): void {
  if (installed) return;
  installed = true;
  const manager = new AsyncLocalStorageContextManager();
  manager.enable();
  // Another already registered (a test's own SDK): it carries the context instead.
  if (!context.setGlobalContextManager(manager)) manager.disable();
}

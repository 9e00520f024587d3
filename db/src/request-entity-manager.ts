// The EntityManager bound to the running request or job, for code that reaches for the global one (which
// `allowGlobalContext: false` otherwise refuses). Carried in OpenTelemetry's context, the process's one
// AsyncLocalStorage (telemetry/context-manager.ts), instead of MikroORM's RequestContext storage: a second
// storage taxes every promise. MikroORM reads it through its `context` option (orm.ts).
import { context, createContextKey, type Context } from '@opentelemetry/api';
import type { EntityManager } from '@mikro-orm/postgresql';
import { installContextManager } from './telemetry/context-manager.js';

const ENTITY_MANAGER = createContextKey('tradehub request entity manager');

/**
 * Runs `next` with `em` as the EntityManager that the global one resolves to, in `base` (default the active
 * context) with it added: a request enters its trace context and its EntityManager in this one switch.
 */
export function runWithEntityManager<T>(
  em: EntityManager,
  next: () => T,
  base: Context = context.active(),
): T {
  installContextManager();
  return context.with(base.setValue(ENTITY_MANAGER, em), next);
}

/** The EntityManager runWithEntityManager bound, if any. */
export function currentEntityManager(): EntityManager | undefined {
  return context.active().getValue(ENTITY_MANAGER) as EntityManager | undefined;
}

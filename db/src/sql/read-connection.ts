// Where a read goes when the deployment has streaming replicas (DATABASE_REPLICA_URLS): the hot list reads
// (readRows) and the dashboard's queries go to a replica, unless they could miss a write the caller
// expects to see. Everything else (MikroORM's find/count, commands) stays on the primary: the ORM is
// configured with `preferReadReplicas: false`, so only the reads that ask for `readConnection` move.
//
// A replica lags the primary by the time its WAL takes to arrive and replay (milliseconds at rest). So the
// primary answers: inside a transaction; and for an EntityManager that wrote (the gateway marks every
// request that is not a GET or HEAD, and any flush marks its EntityManager), so a request reads its own
// writes.
import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const wrote = new WeakSet<object>();

/** From now on this EntityManager reads from the primary: it wrote, or is about to. */
export function readFromPrimary(em: EntityManager): void {
  wrote.add(em);
}

/** The connection a read through `em` should use: a replica where that is safe, else the primary. */
export function readConnection(em: EntityManager) {
  if (em.getTransactionContext() || wrote.has(em)) return em.getConnection('write');
  // With no replica configured MikroORM hands back the primary for 'read' too.
  return em.getConnection('read');
}

/** Marks every EntityManager that flushes a change: its later reads go to the primary. */
export class ReadYourWritesSubscriber implements EventSubscriber {
  afterFlush({ em }: FlushEventArgs): void {
    wrote.add(em);
  }
}

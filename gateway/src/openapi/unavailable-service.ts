/**
 * A stand-in for a live service (a database, a Redis connection, a queue) where none may be used: any
 * use throws, naming the service, so a route plugin that calls one while it is being registered fails
 * loudly instead of quietly connecting somewhere. Awaiting it is not a use (`then` reads as absent).
 */
export function unavailableService<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (typeof property === 'symbol' || property === 'then') return undefined;
      throw new Error(
        `${name}.${property} was used while the routes were registered without live services ` +
          '(the OpenAPI document is generated that way): a route plugin must only use its services in handlers.',
      );
    },
  });
}

// DNS for webhook deliveries, checked at connect time (issue 27): the socket connects only to addresses
// the address policy allows, as resolved for this very connection, so a name that resolved to a public
// address when the endpoint was saved and now resolves to 127.0.0.1 or 169.254.169.254 (DNS rebinding)
// is refused instead of reached.
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { forbiddenAddressReason } from '@tradehub/db/domain';

export class RefusedAddressError extends Error {
  readonly code = 'EADDRREFUSED_BY_POLICY';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request / net.connect that refuses forbidden addresses unless `allowPrivate`. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate) {
        for (const { address } of addresses) {
          const reason = forbiddenAddressReason(address);
          if (reason)
            return callback(
              new RefusedAddressError(
                `${hostname} resolves to ${address}, which ${reason}: webhooks only reach public addresses.`,
              ),
              [],
            );
        }
      }
      if (addresses.length === 0) return callback(new Error(`${hostname} did not resolve`), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

import type { RuntimeConfig } from '@tradehub/db/config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes "trust the n nearest peers": Fastify 5
 * treats a plain number as trusting nobody (it cannot check who the nearest peer is), so a hop count is
 * only for a gateway that nothing but the proxies can reach (compose's private network, a cluster
 * Service behind the Ingress). Addresses and CIDRs are checked against each peer by proxy-addr.
 */
export function trustProxyOption(
  setting: RuntimeConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

// Which addresses a webhook may reach (issue 27): public unicast only, unless WEBHOOKS_ALLOW_PRIVATE. Checked
// on the URL when it is saved and again on the address each delivery actually connects to (workers'
// lookup hook), so a name that resolves elsewhere later (DNS rebinding) is still refused.
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../errors.js';

/**
 * Why an address may not be reached (loopback, private, link-local, the cloud metadata service at
 * 169.254.169.254 and fd00:ec2::254, multicast, reserved…), or null for a public unicast address.
 * IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they carry.
 */
export function forbiddenAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'is not an IP address';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? null : `is a ${range} address`;
}

export const WEBHOOK_URL_CODE = 'invalid_webhook_url';

const refuse = (message: string) => new DomainError('invalid', WEBHOOK_URL_CODE, message, 'url');

/**
 * The endpoint URL as stored: https (http too with `allowPrivate`), no credentials, a host; with an IP
 * literal host, a public one unless `allowPrivate`. 400 naming the field otherwise.
 */
export function normaliseEndpointUrl(value: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse('url: must be an absolute URL such as https://example.com/webhooks/tradehub.');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    throw refuse(
      allowPrivate ? 'url: must start with https:// or http://.' : 'url: must start with https://.',
    );
  if (url.username || url.password) throw refuse('url: must not contain a user name or password.');
  if (!url.hostname) throw refuse('url: must name a host.');
  url.hash = '';
  return url;
}

export type HostResolver = (hostname: string) => Promise<string[]>;

/** Every address a name resolves to (an IP literal is its own). */
export const resolveHost: HostResolver = async (hostname) => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  const answers = await dnsLookup(bare, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

/**
 * Refuses a URL whose host is, or resolves to, an address webhooks may not reach (unless `allowPrivate`).
 * A name that does not resolve is refused too: it could not be delivered to.
 */
export async function assertReachableHost(
  url: URL,
  allowPrivate: boolean,
  resolve: HostResolver = resolveHost,
): Promise<void> {
  let addresses: string[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    throw refuse(`url: the host ${url.hostname} could not be resolved.`);
  }
  if (addresses.length === 0) throw refuse(`url: the host ${url.hostname} could not be resolved.`);
  if (allowPrivate) return;
  for (const address of addresses) {
    const reason = forbiddenAddressReason(address);
    if (reason)
      throw refuse(
        `url: ${url.hostname} resolves to ${address}, which ${reason}: webhooks only reach public addresses.`,
      );
  }
}

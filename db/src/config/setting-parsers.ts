// The shapes settings come in (URLs, ports, comma lists, proxies, Redis Cluster nodes), for env-schema.ts.
// An empty value counts as unset, and what a parser refuses names its setting.
import { isIP } from 'node:net';
import { z } from 'zod';

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
export const optionalUrl = (protocols: string[]) =>
  z
    .preprocess(
      emptyToUndefined,
      z
        .url({ message: `must be a URL (${protocols.join(', ')})` })
        .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
          message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
        })
        .optional(),
    )
    .meta({ allowed: `URL: ${protocols.map((protocol) => `\`${protocol}://\``).join(' or ')}` });
/** A setting read by a parser of its own (unset: the parser's defaults); what the parser refuses names the setting. */
export const parsedBy = <T>(parse: (value: string | undefined) => T) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx): T => {
        try {
          return parse(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `is invalid: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
  );
export const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/** proxy-addr's names for the reserved ranges (loopback, link-local, private networks). */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_MESSAGE =
  'must be a hop count (e.g. 1) or a comma list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/** An IP, an IP/prefix, or one of proxy-addr's range names. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which peers may name the client's address (X-Forwarded-For) to the gateway. Unset: none,
 * the socket's peer is the client. `true` (every peer) is refused: any client could then pick its own
 * address and walk around the per-address rate limits.
 */
export const trustProxySetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: `must not be true (it trusts every peer, so any client could set its own address): ${TRUST_PROXY_MESSAGE}`,
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops;
        ctx.addIssue({ code: 'custom', message: 'must be a hop count of at most 10' });
        return z.NEVER;
      }
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isTrustedProxyEntry)) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
);

/** `host:port` of one Redis Cluster node (IPv6 in brackets: `[::1]:7000`). */
const CLUSTER_NODE = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):(\d{1,5})$/;

export interface RedisNode {
  host: string;
  port: number;
}

/** `h1:p1,h2:p2` into nodes; undefined when an entry is not `host:port`. */
export function parseClusterNodes(list: string): RedisNode[] | undefined {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const nodes: RedisNode[] = [];
  for (const entry of entries) {
    const match = CLUSTER_NODE.exec(entry);
    const port = Number(match?.[2]);
    if (!match || !(port >= 1 && port <= 65535)) return undefined;
    nodes.push({ host: match[1]!.replace(/^\[|\]$/g, ''), port });
  }
  return nodes.length > 0 ? nodes : undefined;
}

export const CLUSTER_URL_PREFIX = 'redis+cluster://';
export const CLUSTER_NODES_MESSAGE =
  'must be a comma list of host:port cluster nodes, e.g. 10.0.0.1:7000,10.0.0.2:7000';

/** The one way a Redis Cluster travels between processes (REDIS_URL of the gateway and the workers). */
export function redisClusterUrl(nodes: readonly RedisNode[]): string {
  const hostPort = ({ host, port }: RedisNode) => `${host.includes(':') ? `[${host}]` : host}:${port}`;
  return `${CLUSTER_URL_PREFIX}${nodes.map(hostPort).join(',')}`;
}

/** The nodes of a `redis+cluster://h1:p1,h2:p2` URL; undefined for any other URL. */
export function redisClusterNodes(url: string): RedisNode[] | undefined {
  if (!url.startsWith(CLUSTER_URL_PREFIX)) return undefined;
  return parseClusterNodes(url.slice(CLUSTER_URL_PREFIX.length).replace(/\/.*$/, ''));
}

/** REDIS_URL: `redis://`, `rediss://`, or `redis+cluster://h1:p1,h2:p2` (a Redis Cluster). */
export const redisUrlSetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      if (value.startsWith(CLUSTER_URL_PREFIX)) {
        if (!redisClusterNodes(value)) ctx.addIssue({ code: 'custom', message: CLUSTER_NODES_MESSAGE });
        return;
      }
      if (!/^rediss?:\/\//.test(value) || !URL.canParse(value))
        ctx.addIssue({
          code: 'custom',
          message: 'must be a URL (redis, rediss), or redis+cluster://host:port,host:port for a cluster',
        });
    }),
);

/** A whole number of `unit` from `min` to `max`, `fallback` when unset; each refusal says which bound. */
export const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: `must be a number of ${unit}` })
      .int(`must be a whole number of ${unit}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

/** `true` or `false`, kept as text (loadConfig turns it into a boolean). */
export const flag = (fallback: 'true' | 'false') =>
  z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { message: 'must be true or false' }).default(fallback),
  );

/** A comma list turned into its trimmed, non-empty entries. */
export const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
);

// Which failures mean "a service we depend on is away" (answer 503 and let the client retry) rather than
// "we have a bug" (500). Recognised from real errors seen with PostgreSQL or Redis stopped or cut off
// (gateway/test/processes/faults-*.test.ts): they come wrapped by MikroORM (DriverException, whose
// message is the SQL plus the pg driver's message, and which copies the driver error's `code`), from
// knex's pool (KnexTimeoutError), from the pg driver directly, or from ioredis.

export type Unavailable = 'database' | 'redis';

/** Socket-level failures (Node) and PostgreSQL's own "cannot serve you now" SQLSTATEs. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // connection_exception class
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up / shutting down)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections
  '53300',
]);

/** pg and knex say it in words when the socket goes or a connection cannot be had in time. */
const DATABASE_CONNECTION_MESSAGE =
  /Connection terminated|Timeout acquiring a connection|Client has encountered a connection error|Client was closed|Connection ended unexpectedly/i;

/** ioredis, fail-fast producer connection (no offline queue) while Redis is away. */
const REDIS_MESSAGE =
  /Stream isn't writeable and enableOfflineQueue options is false|Reached the max retries per request limit|Connection is closed\.?$/;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  previous?: unknown;
}

function chain(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 5 && !found.includes(current)) {
    found.push(current as ErrorLike);
    current = (current as ErrorLike).cause ?? (current as ErrorLike).previous;
  }
  return found;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 'database' or 'redis' when `error` means that service cannot be reached; undefined otherwise. */
export function unavailableService(error: unknown): Unavailable | undefined {
  const errors = chain(error);
  for (const item of errors) {
    const name = text(item.name);
    const message = text(item.message);
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return 'database';
    if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGE.test(message)) return 'redis';
    if (DATABASE_CONNECTION_MESSAGE.test(message)) return 'database';
  }
  for (const item of errors) {
    // A bare socket failure on a request path is the database's: the Redis producer fails fast with
    // its own messages above, before any socket error reaches a request.
    if (CONNECTION_CODES.has(text(item.code))) return 'database';
  }
  return undefined;
}

// Failures that mean "the client sent a value the database or the ORM refuses", not "we have a bug".
// Routes validate every parameter before querying (ids, lengths, NUL characters); this is the last line
// of defence behind them, so a check a route forgot answers 400 rather than 500 (DESIGN.md convention 14).
import { ValidationError } from '@mikro-orm/core';

/** The 400 answered for such a value; it names no field, since the database does not say which. */
export const INVALID_VALUE_MESSAGE =
  'The request holds a value that cannot be stored or searched (e.g. a NUL character or an out-of-range value).';

/**
 * PostgreSQL SQLSTATEs caused by the value itself. MikroORM's DriverException copies the driver error's
 * `code`, so they are found on the error or on its `cause`/`previous`.
 */
const CLIENT_DATA_CODES = new Set([
  '22P02', // invalid_text_representation: 'abc' for a uuid, integer or enum
  '22021', // character_not_in_repertoire: a NUL character in text
  // protocol_violation ("invalid message format"): a NUL character in a value MikroORM inlines into the
  // SQL text cuts the wire message short (seen with a NUL in an id, gateway/test/integration/fuzz.test.ts)
  '08P01',
  '22P05', // untranslatable_character
  '22001', // string_data_right_truncation: longer than a varchar allows
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22025', // invalid_escape_sequence: a LIKE pattern ending in a backslash
  '2201B', // invalid_regular_expression
  '54000', // program_limit_exceeded: e.g. a value too large for an index row
]);

interface ErrorLike {
  code?: unknown;
  cause?: unknown;
  previous?: unknown;
}

/** True when `error` (or what it wraps) is the database or MikroORM refusing a client's value. */
export function isClientDataError(error: unknown): boolean {
  const seen: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && seen.length < 5 && !seen.includes(current)) {
    if (current instanceof ValidationError) return true;
    const { code, cause, previous } = current as ErrorLike;
    if (typeof code === 'string' && CLIENT_DATA_CODES.has(code)) return true;
    seen.push(current);
    current = cause ?? previous;
  }
  return false;
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors/app-error.js';

/*
 * PostgreSQL text cannot hold a NUL character (U+0000): a value carrying one fails deep inside a query
 * (SQLSTATE 22021) and nothing legitimate needs it. This hook refuses it anywhere in the path, the query
 * string or a parsed JSON body, before validation and before any handler, with a 400 naming the field.
 * Multipart bodies are read by the upload route itself, which checks its own fields and file name.
 */

const NUL = '\u0000';

/** `body.a.b` style name of where a value sits, in the errors plugin's convention for fields. */
function fieldName(context: 'params' | 'querystring' | 'body', path: readonly (string | number)[]) {
  const joined = path.join('.');
  if (context === 'body') return joined || 'body';
  return joined ? `${context}.${joined}` : context;
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let current: Visit | undefined = visit; current?.key !== undefined; current = current.parent) {
    path.unshift(current.key);
  }
  return path;
}

/**
 * The path to the first string (value or object key) holding a NUL character, or undefined. Iterative,
 * with parent links rather than copied paths: a hostile body may be nested thousands of levels deep.
 */
export function findNulByte(value: unknown): (string | number)[] | undefined {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        // A key with a NUL is named by the object holding it (the key itself is not printable).
        if (key.includes(NUL)) return pathOf(visit);
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

export const nulBytesPlugin = fp(async function nulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [context, value] of parts) {
      const path = findNulByte(value);
      if (path) {
        const field = fieldName(context, path);
        throw badRequest(field, `${field}: must not contain a NUL character (\\u0000).`);
      }
    }
  });
});

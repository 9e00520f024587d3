import { z } from 'zod';

/**
 * The documented format of every entity id in a URL, query or body: a random UUID, or the slug of a
 * seeded demo row (`demo-supplier-1`, `demo`). Checking it before any query keeps hostile values (NUL
 * bytes, path tricks, megabyte strings) away from the database: they get a 400 naming the parameter.
 */
export const ENTITY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export const entityIdSchema = z
  .string()
  .regex(ENTITY_ID_PATTERN, 'must be an id (letters, digits, - and _; at most 100 characters)');

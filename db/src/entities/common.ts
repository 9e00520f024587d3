// Property builders shared by the entities, so every table spells ids, timestamps, money and
// percentages the same way.
import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';
import { MinorUnitsType } from '../types/minor-units.js';

/** Text primary key: a random UUID unless given (the demo user's id is literally `demo`). */
export const idProperty = () =>
  p
    .text()
    .primary()
    .onCreate(() => randomUUID());

/** timestamptz set once when the row is created. */
export const createdAtProperty = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .onCreate(() => new Date());

/** timestamptz set on creation and on every update made through the ORM. */
export const updatedAtProperty = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** A timestamptz the application sets itself. */
export const timestampProperty = () => p.datetime().columnType('timestamptz');

/**
 * Money is never a float: whole minor units (cents for USD) in a `bigint` column, read back as a JS number
 * that must be a safe integer (MinorUnitsType refuses anything else). Always paired with a `currency`.
 */
export const minorUnitsProperty = () => p.type(MinorUnitsType);

/** ISO 4217 currency code, e.g. USD. */
export const currencyProperty = () => p.character().length(3);

/** A percentage or rate: exact `numeric` in the database, a JS number in TypeScript. */
export const percentProperty = () => p.decimal('number').precision(7).scale(2);

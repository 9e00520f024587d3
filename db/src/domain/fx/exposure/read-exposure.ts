import type { ExposureReport } from '@tradehub/contract';
import type { EntityManager } from '../../../index.js';
import { prepareExposure, type PreparedExposure } from './prepare-exposure.js';
import { valueExposure } from './value-exposure.js';
import { loadExposureInputs } from './inputs.js';
import { loadMarket, type Market } from './market.js';

/** The currencies a prepared exposure needs rates of (its own and its base). */
export const currenciesOf = (prepared: PreparedExposure) => [
  prepared.baseCurrency,
  ...prepared.currencies.map((item) => item.currency),
];

/** One organisation's exposure prepared (no rates): null when it does not exist. */
export async function prepareOrganisationExposure(
  em: EntityManager,
  organisationId: string,
  now: Date = new Date(),
): Promise<PreparedExposure | null> {
  const inputs = (await loadExposureInputs(em, [organisationId])).get(organisationId);
  return inputs ? prepareExposure(inputs, now) : null;
}

/**
 * One organisation's exposure valued at the database's rates as of `now` (GET /api/fx/exposure, FX
 * Management, the margin guard): null when the organisation does not exist.
 */
export async function readExposure(
  em: EntityManager,
  organisationId: string,
  now: Date = new Date(),
  market?: Market,
): Promise<ExposureReport | null> {
  const prepared = await prepareOrganisationExposure(em, organisationId, now);
  if (!prepared) return null;
  return valueExposure(prepared, market ?? (await loadMarket(em, currenciesOf(prepared), now)));
}

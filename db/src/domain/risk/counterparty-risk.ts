import { REQUIRED_DOCUMENT_TYPES, type RiskTile } from '@tradehub/contract';
import { countryRiskScore } from './country-risk.js';
import { levelFromThresholds } from '../arithmetic/levels.js';
import { roundTo } from '../arithmetic/rounding.js';
import type { RiskLevel } from '../arithmetic/levels.js';

/** How much each part counts in a supplier's score (they add up to 1). */
export const SUPPLIER_SCORE_WEIGHTS = { riskLevel: 0.4, verification: 0.25, documents: 0.2, country: 0.15 };
/** Points (0–100) of the supplier's own risk level. */
export const RISK_LEVEL_POINTS: Record<RiskLevel, number> = { Low: 10, Medium: 50, High: 90 };
/** Points (0–100) of the verification status. */
export const VERIFICATION_POINTS = { verified: 0, pending: 50, rejected: 100 } as const;
export const COUNTERPARTY_THRESHOLDS = { medium: 35, high: 65 };

export interface SupplierRiskFacts {
  riskScore: RiskLevel;
  status: keyof typeof VERIFICATION_POINTS;
  countryCode: string | null;
  /** How many of REQUIRED_DOCUMENT_TYPES have at least one valid, unexpired document (0–3). */
  validLegalDocumentTypes: number;
}

/** Share (0–1) of the legal document types held valid and unexpired. */
export function documentCompleteness(validLegalDocumentTypes: number): number {
  const share = validLegalDocumentTypes / REQUIRED_DOCUMENT_TYPES.length;
  return Math.min(1, Math.max(0, share));
}

/**
 * One supplier's score, 0–100, unrounded:
 *   0.40 × level points + 0.25 × verification points + 0.20 × 100 × (1 − completeness) + 0.15 × country risk
 */
export function supplierRiskScore(facts: SupplierRiskFacts): number {
  const weights = SUPPLIER_SCORE_WEIGHTS;
  return (
    weights.riskLevel * RISK_LEVEL_POINTS[facts.riskScore] +
    weights.verification * VERIFICATION_POINTS[facts.status] +
    weights.documents * 100 * (1 - documentCompleteness(facts.validLegalDocumentTypes)) +
    weights.country * countryRiskScore(facts.countryCode)
  );
}

export interface WeightedScore {
  score: number;
  /** The supplier's payments in the window, base-currency minor units (any non-negative number). */
  weight: number;
}

/**
 * Σ(score × weight) / Σ weight, rounded to one decimal. When no supplier has a weight (no payments in the
 * window) every supplier counts once. Null without suppliers.
 */
export function weightedCounterpartyScore(suppliers: readonly WeightedScore[]): number | null {
  if (suppliers.length === 0) return null;
  const totalWeight = suppliers.reduce((sum, supplier) => sum + Math.max(0, supplier.weight), 0);
  const weightOf = (supplier: WeightedScore) => (totalWeight > 0 ? Math.max(0, supplier.weight) : 1);
  const denominator = totalWeight > 0 ? totalWeight : suppliers.length;
  const numerator = suppliers.reduce((sum, supplier) => sum + supplier.score * weightOf(supplier), 0);
  return roundTo(numerator / denominator, 1);
}

export interface CounterpartyInput {
  name: string;
  facts: SupplierRiskFacts;
  /** Payments to the supplier dated in the window / the previous window, base-currency minor units. */
  windowPaymentsBaseMinor: number;
  previousWindowPaymentsBaseMinor: number;
}

/** The Counterparty Risk Score tile. */
export function counterpartyRiskTile(suppliers: readonly CounterpartyInput[]): RiskTile {
  if (suppliers.length === 0) {
    return {
      value: 0,
      unit: 'score',
      previous: null,
      level: 'Low',
      explanation: 'No suppliers yet: there is no counterparty risk to measure.',
    };
  }
  const scored = suppliers.map((supplier) => ({ ...supplier, score: supplierRiskScore(supplier.facts) }));
  const value = weightedCounterpartyScore(
    scored.map(({ score, windowPaymentsBaseMinor }) => ({ score, weight: windowPaymentsBaseMinor })),
  )!;
  const previous = weightedCounterpartyScore(
    scored.map(({ score, previousWindowPaymentsBaseMinor }) => ({
      score,
      weight: previousWindowPaymentsBaseMinor,
    })),
  );
  const riskiest = scored.reduce((worst, supplier) => (supplier.score > worst.score ? supplier : worst));
  const paid = scored.some((supplier) => supplier.windowPaymentsBaseMinor > 0);
  const count = suppliers.length === 1 ? '1 supplier' : `${suppliers.length} suppliers`;
  return {
    value,
    unit: 'score',
    previous,
    level: levelFromThresholds(value, COUNTERPARTY_THRESHOLDS),
    explanation:
      `Average risk of ${count} (0–100, higher is riskier), ` +
      (paid
        ? 'weighted by what you paid each of them in this period'
        : 'counted equally (no payments in this period)') +
      '. A supplier scores its risk level 40 %, verification status 25 %, missing or expired legal documents 20 % ' +
      `and country risk 15 %. Riskiest: ${riskiest.name} (${roundTo(riskiest.score, 1)}). ` +
      'Low below 35, High from 65.',
  };
}

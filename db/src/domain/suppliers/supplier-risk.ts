// A supplier's risk score (Low/Medium/High) from four inputs people can check: the country's risk tier,
// the sanctions screening result, how complete its legal documents are, and its verification state.
// Pure: the callers load the facts. The points are additive; an open screening hit is High outright.
// Moved here from the gateway so the supplier commands keep the stored score current in their unit of work.
import {
  REQUIRED_DOCUMENT_TYPES,
  type RiskScore as RiskLevel,
  type ScreeningStatus,
  type SupplierStatus,
} from '@tradehub/contract';
import { SupplierDocument, type EntityManager, type Supplier } from '../../index.js';
import { countryRiskScore } from '../risk/country-risk.js';

/** A supplier's screening state as its risk score reads it (the stored one, 'not_screened' included). */
export type SupplierScreeningStatus = ScreeningStatus;

/**
 * Points per input. Country tiers come from the workers' country table (COUNTRY_RISK_TIERS: low 15,
 * medium 45, high 85 on 0–100; unlisted countries 50, which is Medium here).
 */
export const RISK_POINTS = {
  country: { Low: 0, Medium: 15, High: 35 },
  screening: { clear: 0, dismissed: 0, not_screened: 10, pending: 10, hit: 0 },
  /** Per missing required document type (of 3). */
  missingDocument: 8,
  verification: { verified: 0, pending: 8, rejected: 25 },
} as const;

/** Below `medium` points is Low; below `high` is Medium; otherwise High. */
export const RISK_THRESHOLDS = { medium: 25, high: 50 } as const;

export interface SupplierScoreFacts {
  countryCode: string | null;
  screeningStatus: SupplierScreeningStatus;
  status: SupplierStatus;
  documents: { type: string; status: string; expiresAt: Date | null }[];
}

export interface RiskInputs {
  countryRisk: RiskLevel;
  screening: SupplierScreeningStatus;
  documentCompletenessPercent: number;
  verification: SupplierStatus;
  points: number;
  explanation: string;
}

export interface SupplierRisk {
  riskScore: RiskLevel;
  riskInputs: RiskInputs;
}

/** The level of a country-risk score (0–100): Low up to 20, High from 70, Medium between. */
export function countryScoreLevel(score: number): RiskLevel {
  if (score <= 20) return 'Low';
  if (score >= 70) return 'High';
  return 'Medium';
}

/** The tier of a country in the workers' table (unknown countries: Medium). */
export function countryRiskLevel(countryCode: string | null): RiskLevel {
  return countryScoreLevel(countryRiskScore(countryCode));
}

/** A document counts while it is not expired (by status or by date). */
export function isDocumentCurrent(document: SupplierScoreFacts['documents'][number], now: Date): boolean {
  if (document.status === 'expired') return false;
  return document.expiresAt === null || document.expiresAt.getTime() > now.getTime();
}

/** How many of the required document types have a current document. */
export function currentRequiredTypes(documents: SupplierScoreFacts['documents'], now: Date): number {
  const held = new Set(
    documents.filter((document) => isDocumentCurrent(document, now)).map((document) => document.type),
  );
  return REQUIRED_DOCUMENT_TYPES.filter((type) => held.has(type)).length;
}

export function computeSupplierRisk(facts: SupplierScoreFacts, now = new Date()): SupplierRisk {
  const countryRisk = countryRiskLevel(facts.countryCode);
  const held = currentRequiredTypes(facts.documents, now);
  const missing = REQUIRED_DOCUMENT_TYPES.length - held;
  const documentCompletenessPercent = Math.round((held / REQUIRED_DOCUMENT_TYPES.length) * 100);
  const points =
    RISK_POINTS.country[countryRisk] +
    RISK_POINTS.screening[facts.screeningStatus] +
    missing * RISK_POINTS.missingDocument +
    RISK_POINTS.verification[facts.status];

  const riskScore: RiskLevel =
    facts.screeningStatus === 'hit'
      ? 'High'
      : points >= RISK_THRESHOLDS.high
        ? 'High'
        : points >= RISK_THRESHOLDS.medium
          ? 'Medium'
          : 'Low';

  const screeningText = {
    not_screened: 'not yet screened',
    pending: 'being screened',
    clear: 'screening clear',
    hit: 'an open sanctions screening hit',
    dismissed: 'screening hits dismissed',
  }[facts.screeningStatus];
  const explanation =
    facts.screeningStatus === 'hit'
      ? `High because of an open sanctions screening hit (country risk ${countryRisk}, ${held} of 3 legal documents current, ${facts.status}).`
      : `${riskScore} at ${points} points (Low below ${RISK_THRESHOLDS.medium}, High from ${RISK_THRESHOLDS.high}): country risk ${countryRisk}, ${screeningText}, ${held} of 3 legal documents current, ${facts.status}.`;

  return {
    riskScore,
    riskInputs: {
      countryRisk,
      screening: facts.screeningStatus,
      documentCompletenessPercent,
      verification: facts.status,
      points,
      explanation,
    },
  };
}

/** The facts the risk score is computed from: the supplier's own fields and its documents. */
export function supplierScoreFacts(
  supplier: Pick<Supplier, 'countryCode' | 'screeningStatus' | 'status'>,
  documents: readonly Pick<SupplierDocument, 'type' | 'status' | 'expiresAt'>[],
): SupplierScoreFacts {
  return {
    countryCode: supplier.countryCode ?? null,
    screeningStatus: supplier.screeningStatus,
    status: supplier.status,
    documents: documents.map((document) => ({
      type: document.type,
      status: document.status,
      expiresAt: document.expiresAt ?? null,
    })),
  };
}

/** Sets the supplier's stored risk score from its current facts (documents loaded here). */
export async function refreshRiskScore(em: EntityManager, supplier: Supplier, now = new Date()) {
  const documents = await em.find(SupplierDocument, { supplier: supplier.id });
  const risk = computeSupplierRisk(supplierScoreFacts(supplier, documents), now);
  supplier.riskScore = risk.riskScore;
  return risk;
}

import { describe, expect, it } from 'vitest';
import {
  computeSupplierRisk,
  countryRiskLevel,
  countryScoreLevel,
  currentRequiredTypes,
} from '../../src/domain/suppliers/supplier-risk.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const LATER = new Date('2027-01-01T00:00:00Z');
const EARLIER = new Date('2026-01-01T00:00:00Z');
const allThree = [
  { type: 'document', status: 'valid', expiresAt: LATER },
  { type: 'license', status: 'valid', expiresAt: null },
  { type: 'certification', status: 'pending_review', expiresAt: LATER },
];

describe('supplier risk score', () => {
  it('maps countries to the tiers of the country table (unknown: Medium)', () => {
    expect(countryRiskLevel('DE')).toBe('Low');
    expect(countryRiskLevel('CN')).toBe('Medium');
    expect(countryRiskLevel('RU')).toBe('High');
    expect(countryRiskLevel('ZZ')).toBe('Medium');
    expect(countryRiskLevel(null)).toBe('Medium');
  });

  it('puts a country score at 20 in Low, 21 to 69 in Medium and 70 on in High', () => {
    expect([20, 21, 69, 70, 100].map(countryScoreLevel)).toEqual(['Low', 'Medium', 'Medium', 'High', 'High']);
  });

  it('counts current required document types only (expired by status or date; financials do not count)', () => {
    expect(currentRequiredTypes(allThree, NOW)).toBe(3);
    expect(
      currentRequiredTypes(
        [
          { type: 'document', status: 'expired', expiresAt: null },
          { type: 'license', status: 'valid', expiresAt: EARLIER },
          { type: 'financial_statement', status: 'valid', expiresAt: null },
          { type: 'certification', status: 'valid', expiresAt: null },
          { type: 'certification', status: 'valid', expiresAt: null },
        ],
        NOW,
      ),
    ).toBe(1);
  });

  it('German, screened clear, all documents, verified: 0 points, Low', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      { countryCode: 'DE', screeningStatus: 'clear', status: 'verified', documents: allThree },
      NOW,
    );
    expect(riskScore).toBe('Low');
    expect(riskInputs).toMatchObject({
      countryRisk: 'Low',
      screening: 'clear',
      documentCompletenessPercent: 100,
      verification: 'verified',
      points: 0,
    });
    expect(riskInputs.explanation).toContain('Low at 0 points');
  });

  it('a new German supplier, not screened, no documents, pending: 0 + 10 + 3×8 + 8 = 42, Medium', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      { countryCode: 'DE', screeningStatus: 'not_screened', status: 'pending', documents: [] },
      NOW,
    );
    expect(riskInputs.points).toBe(42);
    expect(riskInputs.documentCompletenessPercent).toBe(0);
    expect(riskScore).toBe('Medium');
  });

  it('a Chinese supplier, dismissed hits, 2 of 3 documents, pending: 15 + 0 + 8 + 8 = 31, Medium', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      {
        countryCode: 'CN',
        screeningStatus: 'dismissed',
        status: 'pending',
        documents: allThree.slice(0, 2),
      },
      NOW,
    );
    expect(riskInputs.points).toBe(31);
    expect(riskInputs.documentCompletenessPercent).toBe(67);
    expect(riskScore).toBe('Medium');
  });

  it('a Chinese supplier, not screened, no documents, pending: 15 + 10 + 24 + 8 = 57, High', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      { countryCode: 'CN', screeningStatus: 'not_screened', status: 'pending', documents: [] },
      NOW,
    );
    expect(riskInputs.points).toBe(57);
    expect(riskScore).toBe('High');
  });

  it('a rejected supplier with everything else fine: 25 points, Medium (the threshold)', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      { countryCode: 'FR', screeningStatus: 'clear', status: 'rejected', documents: allThree },
      NOW,
    );
    expect(riskInputs.points).toBe(25);
    expect(riskScore).toBe('Medium');
  });

  it('an open screening hit is High regardless of the points', () => {
    const { riskScore, riskInputs } = computeSupplierRisk(
      { countryCode: 'DE', screeningStatus: 'hit', status: 'verified', documents: allThree },
      NOW,
    );
    expect(riskInputs.points).toBe(0);
    expect(riskScore).toBe('High');
    expect(riskInputs.explanation).toMatch(/^High because of an open sanctions screening hit/);
  });
});
